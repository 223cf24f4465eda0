import type { PlanViewQuery, PlanViewQueryVariables } from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

/** Everything the plan deep link shows today; the full plan page will ask for more. */
export const PLAN_VIEW: Operation<PlanViewQuery, PlanViewQueryVariables> = {
  document: /* GraphQL */ `
    query PlanView($id: ID!) {
      planView(id: $id) {
        id
        title
        description
        image
        isHidden
        planSVG
        contractor {
          id
          name
        }
        meta {
          type
          width
          length
          bedroomCount
          bathroomCount
          totalArea
          outerArea
        }
      }
    }
  `,
};
