import { graphql } from '../../../lib/graphql/gql';
import type { PlanViewQuery } from '../../../lib/graphql/gql/graphql';

// A module of its own: the entry chunk preloads the plan of a plan page the app opens on
// (app/preloadFirstScreen.ts), and takes only this document along, not the rest of the page's.

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
