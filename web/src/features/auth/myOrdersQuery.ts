import type { MySitePlanOrdersQuery } from '../../lib/graphql/gql/graphql';
import { graphql } from '../../lib/graphql/gql';

/** One of the signed-in homeowner's site-plan orders. */
export type MySitePlanOrder = MySitePlanOrdersQuery['mySitePlanOrders']['items'][number];

/** The signed-in homeowner's site-plan orders, newest first, a page at a time. */
export const MY_SITE_PLAN_ORDERS = graphql(`
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
`);
