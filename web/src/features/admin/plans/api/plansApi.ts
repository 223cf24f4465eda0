import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPlanQuery, PlanFilters } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import { ADMIN_PLAN, ADMIN_PLANS, PLAN_CREATE, PLAN_UPDATE } from './plansDocuments';

export type AdminPlan = NonNullable<AdminPlanQuery['plan']>;

/**
 * The back office's plan keys, under `plans`, where the homeowners' catalogue, the plan page and
 * the Creative Studio read plans too: a plan saved here is shown changed on all of them.
 */
export const adminPlansKeys = adminRecordKeys(areaKeys.plans);

/**
 * What saving a plan shows on: every plan list and page (hidden or shown, its title, photos and
 * size), its contractor's plan count, the estimates made from its price, and the saved plans and
 * Plans List rows that name it.
 */
const PLAN_CHANGES = [
  areaKeys.plans,
  areaKeys.contractors,
  areaKeys.estimates,
  areaKeys.mapResults,
  areaKeys.plansLists,
];

/** One page of the admin plan list; the last page stays shown while the next loads. */
export function useAdminPlans(filters: PlanFilters) {
  return useQuery({
    ...graphqlQueryOptions(adminPlansKeys.list(), ADMIN_PLANS, { filters }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One plan for the admin detail and the plan form, always asked of the server when the screen
 * opens (SPEC §7.2: network-only), so an edit starts from what is stored; `null` when none.
 */
export function useAdminPlan(id: string) {
  return useQuery({
    ...graphqlQueryOptions(adminPlansKeys.detail(id), ADMIN_PLAN, { id }),
    select: (data) => data.plan,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useCreatePlan() {
  return useGraphQLMutation(PLAN_CREATE, { invalidates: PLAN_CHANGES });
}

export function useUpdatePlan() {
  return useGraphQLMutation(PLAN_UPDATE, { invalidates: PLAN_CHANGES });
}
