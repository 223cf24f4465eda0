import type {
  GuestPlanStripQuery,
  SelectedPlanQuery,
  SelectedPlanQueryVariables,
  GuestPlanStripQueryVariables,
  PlanStripPlanFragment,
  PlanStripQuery,
  PlanStripQueryVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';
import { PLAN_LABEL_META } from '../../../lib/graphql/planFragments';

/** The fields a plan card on the map needs. */
export type StripPlan = PlanStripPlanFragment;

/** How many plans the strip asks for at a time; more pages load as it is scrolled. */
export const STRIP_PAGE_SIZE = 20;

const PLAN_STRIP_PLAN = /* GraphQL */ `
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
  ${PLAN_LABEL_META}
`;

/** Anonymous visitors: visible plans, filtered by measurements only. */
export const GUEST_PLAN_STRIP: Operation<GuestPlanStripQuery, GuestPlanStripQueryVariables> = {
  document: /* GraphQL */ `
    query GuestPlanStrip($meta: PlanMetaFilter, $page: Int!, $pageSize: Int!) {
      guestPlans(meta: $meta, page: $page, pageSize: $pageSize) {
        totalCount
        items {
          ...PlanStripPlan
        }
      }
    }
    ${PLAN_STRIP_PLAN}
  `,
};

/** Signed-in users: the catalogue (admins also see hidden plans). */
export const PLAN_STRIP: Operation<PlanStripQuery, PlanStripQueryVariables> = {
  document: /* GraphQL */ `
    query PlanStrip($filters: PlanFilters!) {
      plans(filters: $filters) {
        totalCount
        items {
          ...PlanStripPlan
        }
      }
    }
    ${PLAN_STRIP_PLAN}
  `,
};

/**
 * The selected plan with its floor-plan drawing: the drawing is laid on the map, and a plan
 * restored from the map session may not be among the strip's current plans.
 */
export const SELECTED_PLAN: Operation<SelectedPlanQuery, SelectedPlanQueryVariables> = {
  document: /* GraphQL */ `
    query SelectedPlan($id: ID!) {
      planView(id: $id) {
        ...PlanStripPlan
        planSVG
      }
    }
    ${PLAN_STRIP_PLAN}
  `,
};
