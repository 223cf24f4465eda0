import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { PLAN_PAGE_ORDERS } from './pageOrderQuery';
import { orderOfPage } from './projectSteps';

/**
 * The signed-in homeowner's latest site-plan order of this plan and placement, if any, with a way
 * to ask again once they order. A visitor has none; orders that cannot be loaded count as none
 * (the API still refuses a second open order and says so).
 */
export function usePageOrder(planId: string, mapId: string | null) {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const { data, loading, reload } = useGraphQLQuery(PLAN_PAGE_ORDERS, {}, { skip: !loggedIn });
  const order = data ? orderOfPage(data.mySitePlanOrders.items, planId, mapId) : undefined;
  return { order, loading, reload };
}
