import type { PlanViewQuery } from '../../lib/graphql/gql/graphql';
import { graphql } from '../../lib/graphql/gql';

/** The plan as the plan page shows it. */
export type ViewedPlan = NonNullable<PlanViewQuery['planView']>;

/** The plan itself: everything above the fold and the facts the rest of the page builds on. */
export const PLAN_VIEW = graphql(`
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
`);
