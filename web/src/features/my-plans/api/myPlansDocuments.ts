import { graphql } from '../../../lib/graphql/gql';

/** SPEC §9: My Plans shows 10 saved results per page. */
export const MY_PLANS_PAGE_SIZE = 10;

/** The signed-in user's saved map results, one page, each with its verdict under the local rules. */
export const MY_MAP_RESULTS = graphql(`
  query MyMapResults($page: Int!, $pageSize: Int!) {
    mapResults(page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...SavedPlanCardFields
        createdAt
        fit {
          rules {
            verdict
          }
        }
      }
    }
  }
`);

/**
 * Every saved plan's plan and save time (up to the API's 100 a page), to number the copies of a
 * plan across pages: the second save of The Juniper is 'THE JUNIPER (2)' wherever it is listed.
 */
export const MY_SAVED_PLAN_COPIES = graphql(`
  query MySavedPlanCopies {
    mapResults(page: 1, pageSize: 100) {
      items {
        id
        planTitle
        createdAt
      }
    }
  }
`);

/** Names a saved plan (empty: its plan's title again). */
export const MAP_RESULT_RENAME = graphql(`
  mutation MapResultRename($id: ID!, $name: String!) {
    mapResultRename(id: $id, name: $name) {
      id
      name
    }
  }
`);

/** Deletes a saved plan; MAP_RESULT_RESTORE undoes it. */
export const MAP_RESULT_DELETE = graphql(`
  mutation MapResultDelete($id: ID!) {
    mapResultDelete(id: $id)
  }
`);

export const MAP_RESULT_RESTORE = graphql(`
  mutation MapResultRestore($id: ID!) {
    mapResultRestore(id: $id) {
      id
    }
  }
`);
