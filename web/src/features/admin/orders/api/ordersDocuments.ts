import { graphql } from '../../../../lib/graphql/gql';

/** A customer's site-plan order as the back office lists it (and as advancing it answers). */
export const ORDER_FIELDS = graphql(`
  fragment AdminSitePlanOrderFields on SitePlanOrder {
    ...SitePlanOrderFields
    customerName
    customerEmail
  }
`);

/** Every customer's orders, newest first, optionally in one status (admins only). */
export const ADMIN_SITE_PLAN_ORDERS = graphql(`
  query AdminSitePlanOrders($status: SitePlanOrderStatus, $page: Int!, $pageSize: Int!) {
    sitePlanOrders(status: $status, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...AdminSitePlanOrderFields
      }
    }
  }
`);

/** Moves an order to its next status; the API emails the customer. */
export const SITE_PLAN_ORDER_ADVANCE = graphql(`
  mutation SitePlanOrderAdvance($id: ID!) {
    sitePlanOrderAdvance(id: $id) {
      ...AdminSitePlanOrderFields
    }
  }
`);
