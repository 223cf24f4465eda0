import type { PlanPageOrdersQuery } from '../../lib/graphql/gql/graphql';
import { graphql } from '../../lib/graphql/gql';

/** One of the signed-in homeowner's site-plan orders, as the plan page weighs it. */
export type PageOrder = PlanPageOrdersQuery['mySitePlanOrders']['items'][number];

/**
 * The signed-in homeowner's site-plan orders, newest first: the plan page finds the one for its
 * plan and placement among them. A hundred is far more than anyone places.
 */
export const PLAN_PAGE_ORDERS = graphql(`
  query PlanPageOrders {
    mySitePlanOrders(page: 1, pageSize: 100) {
      items {
        id
        planId
        mapResultId
        status
        createdAt
        updatedAt
      }
    }
  }
`);
