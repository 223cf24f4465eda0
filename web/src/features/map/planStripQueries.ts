import type {
  GuestPlanStripQuery,
  GuestPlanStripQueryVariables,
  PlanStripPlanFragment,
  PlanStripQuery,
  PlanStripQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

/** The fields a plan card on the map needs. */
export type StripPlan = PlanStripPlanFragment;

/** How many plans the strip shows; filters and paging arrive with the map feature. */
export const STRIP_PAGE_SIZE = 20;

const PLAN_STRIP_PLAN = /* GraphQL */ `
  fragment PlanStripPlan on Plan {
    id
    title
    image
    meta {
      width
      length
      bedroomCount
      bathroomCount
      totalArea
      outerArea
    }
  }
`;

/** Anonymous visitors: visible plans, filtered by measurements only. */
export const GUEST_PLAN_STRIP: Operation<GuestPlanStripQuery, GuestPlanStripQueryVariables> = {
  document: /* GraphQL */ `
    query GuestPlanStrip($pageSize: Int!) {
      guestPlans(page: 1, pageSize: $pageSize) {
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
    query PlanStrip($pageSize: Int!) {
      plans(filters: { page: 1, pageSize: $pageSize }) {
        totalCount
        items {
          ...PlanStripPlan
        }
      }
    }
    ${PLAN_STRIP_PLAN}
  `,
};
