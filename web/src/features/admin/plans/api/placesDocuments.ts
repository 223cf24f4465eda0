import { graphql } from '../../../../lib/graphql/gql';

/** One level of the area picker: the values of a places directory under one parent. */
export const AREA_VALUES = graphql(`
  query AreaValues($slug: String!, $parentId: ID) {
    directory(slug: $slug) {
      id
      values(parentId: $parentId, limit: 500) {
        totalCount
        items {
          ...AdminDirectoryValueFields
        }
      }
    }
  }
`);

/** The names (and parents) of the areas a saved plan names. */
export const AREA_VALUES_BY_IDS = graphql(`
  query AreaValuesByIds($ids: [ID!]!) {
    directoriesValuesByIds(ids: $ids) {
      id
      name
      description
      parentId
    }
  }
`);
