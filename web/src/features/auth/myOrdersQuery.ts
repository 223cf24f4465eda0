import type {
  MySitePlanOrdersQuery,
  MySitePlanOrdersQueryVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

/** One of the signed-in homeowner's site-plan orders. */
export type MySitePlanOrder = MySitePlanOrdersQuery['mySitePlanOrders']['items'][number];

/** The signed-in homeowner's site-plan orders, newest first, a page at a time. */
export const MY_SITE_PLAN_ORDERS: Operation<MySitePlanOrdersQuery, MySitePlanOrdersQueryVariables> =
  {
    document: /* GraphQL */ `
      query MySitePlanOrders($page: Int!, $pageSize: Int!) {
        mySitePlanOrders(page: $page, pageSize: $pageSize) {
          totalCount
          items {
            id
            planId
            mapResultId
            planTitle
            address
            price
            status
            createdAt
            updatedAt
          }
        }
      }
    `,
  };
