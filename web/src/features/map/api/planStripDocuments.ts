import { graphql } from '../../../lib/graphql/gql';
import type { PlanStripPlanFragment } from '../../../lib/graphql/gql/graphql';

/** The fields a plan card on the map needs. */
export type StripPlan = PlanStripPlanFragment;

export const PLAN_STRIP_PLAN = graphql(`
  fragment PlanStripPlan on Plan {
    id
    title
    image
    photos {
      original
      aiGenerated
      compressed {
        url
        srcset
      }
    }
    meta {
      type
      height
      ...PlanLabelMeta
    }
  }
`);

/** One page of the strip, whoever asks for it. */
export const PLAN_STRIP_PAGE = graphql(`
  fragment PlanStripPage on PlanList {
    totalCount
    items {
      ...PlanStripPlan
    }
  }
`);

/** Anonymous visitors: visible plans, filtered by measurements only. */
export const GUEST_PLAN_STRIP = graphql(`
  query GuestPlanStrip($meta: PlanMetaFilter, $page: Int!, $pageSize: Int!) {
    guestPlans(meta: $meta, page: $page, pageSize: $pageSize) {
      ...PlanStripPage
    }
  }
`);

/** Signed-in users: the catalogue (admins also see hidden plans). */
export const PLAN_STRIP = graphql(`
  query PlanStrip($filters: PlanFilters!) {
    plans(filters: $filters) {
      ...PlanStripPage
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
