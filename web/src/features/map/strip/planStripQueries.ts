import type { PlanStripPlanFragment } from '../../../lib/graphql/gql/graphql';
import { graphql } from '../../../lib/graphql/gql';

/** The fields a plan card on the map needs. */
export type StripPlan = PlanStripPlanFragment;

/** How many plans the strip asks for at a time; more pages load as it is scrolled. */
export const STRIP_PAGE_SIZE = 20;

export const PLAN_STRIP_PLAN = graphql(`
  fragment PlanStripPlan on Plan {
    id
    title
    image
    photos {
      original
      aiGenerated
    }
    meta {
      ...PlanLabelMeta
    }
  }
`);

/** Anonymous visitors: visible plans, filtered by measurements only. */
export const GUEST_PLAN_STRIP = graphql(`
  query GuestPlanStrip($meta: PlanMetaFilter, $page: Int!, $pageSize: Int!) {
    guestPlans(meta: $meta, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...PlanStripPlan
      }
    }
  }
`);

/** Signed-in users: the catalogue (admins also see hidden plans). */
export const PLAN_STRIP = graphql(`
  query PlanStrip($filters: PlanFilters!) {
    plans(filters: $filters) {
      totalCount
      items {
        ...PlanStripPlan
      }
    }
  }
`);

/**
 * The selected plan with its floor-plan drawing: the drawing is laid on the map, and a plan
 * restored from the map session may not be among the strip's current plans.
 */
export const SELECTED_PLAN = graphql(`
  query SelectedPlan($id: ID!) {
    planView(id: $id) {
      ...PlanStripPlan
      planSVG
    }
  }
`);
