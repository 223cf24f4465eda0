import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSitePlanOrdersQuery,
  AdminSitePlanOrdersQueryVariables,
  SitePlanOrderAdvanceMutationVariables,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys, areaKeys } from '../../../../lib/query/keys';
import { ADMIN_SITE_PLAN_ORDERS, SITE_PLAN_ORDER_ADVANCE } from './ordersDocuments';

/** A customer's site-plan order as the back office lists it. */
export type AdminSitePlanOrder = AdminSitePlanOrdersQuery['sitePlanOrders']['items'][number];

/** The back office's order keys, under `orders` (where the customers' own orders are kept too). */
export const ordersKeys = adminRecordKeys(areaKeys.orders);

/** The key under which advancing an order runs, so a list can tell which orders are on their way. */
const ADVANCE_KEY = [...ordersKeys.all, 'advance'] as const;

/** One page of every customer's orders, optionally in one status. */
export function useAdminSitePlanOrders(variables: AdminSitePlanOrdersQueryVariables) {
  return useQuery(graphqlQueryOptions(ordersKeys.list(), ADMIN_SITE_PLAN_ORDERS, variables));
}

/**
 * Moves an order to its next status. The back office's lists show the answered order in its row
 * at once (kept in place, even in a list filtered by the old status, so the admin sees what they
 * did); every other view of orders (the customer's) is asked again.
 */
export function useAdvanceSitePlanOrder() {
  const queryClient = useQueryClient();
  return useGraphQLMutation(SITE_PLAN_ORDER_ADVANCE, {
    mutationKey: ADVANCE_KEY,
    invalidates: [],
    onSuccess: async ({ sitePlanOrderAdvance: order }) => {
      await queryClient.cancelQueries({ queryKey: ordersKeys.list() });
      queryClient.setQueriesData<AdminSitePlanOrdersQuery>(
        { queryKey: ordersKeys.list() },
        (list) =>
          list && {
            sitePlanOrders: {
              ...list.sitePlanOrders,
              items: list.sitePlanOrders.items.map((listed) =>
                listed.id === order.id && order.updatedAt >= listed.updatedAt ? order : listed,
              ),
            },
          },
      );
      // Marked stale without asking again now: the next visit or filter asks the server.
      await queryClient.invalidateQueries({ queryKey: ordersKeys.list(), refetchType: 'none' });
      await queryClient.invalidateQueries({
        queryKey: areaKeys.orders,
        predicate: ({ queryKey }) => !ordersKeys.list().every((part, i) => queryKey[i] === part),
      });
    },
  });
}

/** The ids of the orders being moved on right now (their buttons wait). */
export function useAdvancingOrderIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: ADVANCE_KEY, status: 'pending' },
    select: (mutation) =>
      (mutation.state.variables as SitePlanOrderAdvanceMutationVariables | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}
