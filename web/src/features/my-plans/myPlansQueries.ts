import type { MyMapResultsQuery, MyMapResultsQueryVariables } from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

/** SPEC §9: My Plans shows 10 saved results per page. */
export const MY_PLANS_PAGE_SIZE = 10;

/** The signed-in user's saved map results, one page. */
export const MY_MAP_RESULTS: Operation<MyMapResultsQuery, MyMapResultsQueryVariables> = {
  document: /* GraphQL */ `
    query MyMapResults($page: Int!, $pageSize: Int!) {
      mapResults(page: $page, pageSize: $pageSize) {
        totalCount
        items {
          id
          planId
          planTitle
          address
          snapshot
        }
      }
    }
  `,
};
