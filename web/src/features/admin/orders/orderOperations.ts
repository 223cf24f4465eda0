import type {
  AdminSitePlanOrdersQuery,
  AdminSitePlanOrdersQueryVariables,
  SitePlanOrderAdvanceMutation,
  SitePlanOrderAdvanceMutationVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** A customer's site-plan order as the back office lists it. */
export type AdminSitePlanOrder = AdminSitePlanOrdersQuery['sitePlanOrders']['items'][number];

const ORDER_FIELDS = /* GraphQL */ `
  fragment AdminSitePlanOrderFields on SitePlanOrder {
    id
    customerName
    customerEmail
    planId
    mapResultId
    planTitle
    address
    price
    status
    createdAt
    updatedAt
  }
`;

/** Every customer's orders, newest first, optionally in one status (admins only). */
export const ADMIN_SITE_PLAN_ORDERS: Operation<
  AdminSitePlanOrdersQuery,
  AdminSitePlanOrdersQueryVariables
> = {
  document: /* GraphQL */ `
    query AdminSitePlanOrders($status: SitePlanOrderStatus, $page: Int!, $pageSize: Int!) {
      sitePlanOrders(status: $status, page: $page, pageSize: $pageSize) {
        totalCount
        items {
          ...AdminSitePlanOrderFields
        }
      }
    }
    ${ORDER_FIELDS}
  `,
};

/** Moves an order to its next status; the API emails the customer. */
export const SITE_PLAN_ORDER_ADVANCE: Operation<
  SitePlanOrderAdvanceMutation,
  SitePlanOrderAdvanceMutationVariables
> = {
  document: /* GraphQL */ `
    mutation SitePlanOrderAdvance($id: ID!) {
      sitePlanOrderAdvance(id: $id) {
        ...AdminSitePlanOrderFields
      }
    }
    ${ORDER_FIELDS}
  `,
};
