import type { PlanViewQuery, PlanViewQueryVariables } from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';
import {
  PLAN_LABEL_META,
  PLAN_PHOTO_FIELDS,
  PLAN_PRICE_FIELDS,
} from '../../lib/graphql/planFragments';

/** The plan as the plan page shows it. */
export type ViewedPlan = NonNullable<PlanViewQuery['planView']>;

/** The plan itself: everything above the fold and the facts the rest of the page builds on. */
export const PLAN_VIEW: Operation<PlanViewQuery, PlanViewQueryVariables> = {
  document: /* GraphQL */ `
    query PlanView($id: ID!) {
      planView(id: $id) {
        id
        title
        description
        image
        isHidden
        preApproved
        planSVG
        planId
        contractorId
        ...PlanPriceFields
        photos {
          ...PlanPhotoFields
        }
        preApprovedArea {
          states
          counties
          cities
        }
        contractor {
          id
          name
          webSite
        }
        meta {
          type
          ...PlanLabelMeta
        }
      }
    }
    ${PLAN_PRICE_FIELDS}
    ${PLAN_PHOTO_FIELDS}
    ${PLAN_LABEL_META}
  `,
};
