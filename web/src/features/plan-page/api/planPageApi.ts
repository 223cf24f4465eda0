import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanSummaryQueryVariables } from '../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { useAppStore } from '../../../stores/appStore';
import { orderSitePlan } from './orderSitePlan';
import { PLAN_MAP_RESULT, PLAN_PAGE_ORDERS, PLAN_SUMMARY } from './planPageDocuments';
import { planPageKeys, planViewQueryOptions } from './planViewQuery';

export function usePlanView(id: string) {
  return useQuery(planViewQueryOptions(id));
}

/** The plan's estimate, priced for a saved placement's or an address's state when given. */
export function usePlanSummary(variables: PlanSummaryQueryVariables, { enabled = true } = {}) {
  return useQuery({
    ...graphqlQueryOptions(planPageKeys.summary(variables.id), PLAN_SUMMARY, variables),
    enabled,
  });
}

/**
 * The saved placement of map result `mapId`, when the page is for one: only its owner, or an
 * admin, can see one, so a visitor's page does not ask (the query stays idle, not loading).
 */
export function usePlanMapResult(mapId: string | null) {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const id = mapId ?? '';
  return useQuery({
    ...graphqlQueryOptions(planPageKeys.mapResult(id), PLAN_MAP_RESULT, { id }),
    enabled: id !== '' && loggedIn,
  });
}

/** The signed-in homeowner's site-plan orders; a visitor has none to ask for. */
export function usePlanPageOrders() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  return useQuery({
    ...graphqlQueryOptions(planPageKeys.orders(), PLAN_PAGE_ORDERS, {}),
    enabled: loggedIn,
  });
}

/**
 * Orders an as-is site plan (REST, see orderSitePlan). An order placed, now or before, is among
 * the homeowner's orders: every list of them refetches, this page's too, so it says 'ordered' at
 * once. The outcome is told without waiting for that.
 */
export function usePlaceSitePlanOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderSitePlan,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'failed')
        void queryClient.invalidateQueries({ queryKey: areaKeys.orders });
    },
  });
}
