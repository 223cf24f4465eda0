import { graphql } from '../../../../lib/graphql/gql';

/** SPEC §9: a paged list shows 10 items unless the admin picks another size. */
export const PLANS_LIST_PAGE_SIZE = 10;

/** One page of every user's saved placements (the back office's Plans List). */
export const PLANS_LISTS = graphql(`
  query PlansLists($page: Int!, $pageSize: Int!) {
    plansLists(page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...SavedPlanCardFields
        createdAt
        userId
        user {
          id
          name
          email
        }
      }
    }
  }
`);
