import { graphql } from '../../../../lib/graphql/gql';

/** A directory's name, slug and size, as every directory screen shows them. */
export const ADMIN_DIRECTORY_FIELDS = graphql(`
  fragment AdminDirectoryFields on Directory {
    id
    name
    slug
    valueCount
  }
`);

/** One value of a directory page (a state, a county, a zoning code) and its parent value. */
export const ADMIN_DIRECTORY_VALUE_FIELDS = graphql(`
  fragment AdminDirectoryValueFields on BrowsedDirectoryValue {
    id
    name
    description
    parentId
  }
`);

export const ADMIN_DIRECTORIES = graphql(`
  query AdminDirectories {
    directories {
      ...AdminDirectoryFields
    }
  }
`);

/** A directory with one page of its values (under `parentId`, matching `search`). */
export const ADMIN_DIRECTORY = graphql(`
  query AdminDirectory($id: ID!, $parentId: ID, $search: String, $offset: Int, $limit: Int) {
    directory(id: $id) {
      ...AdminDirectoryFields
      values(parentId: $parentId, search: $search, offset: $offset, limit: $limit) {
        totalCount
        items {
          ...AdminDirectoryValueFields
          childCount
        }
      }
    }
  }
`);

/** Every value of a directory, a page at a time, for the form that edits them all. */
export const DIRECTORY_ALL_VALUES = graphql(`
  query DirectoryAllValues($id: ID!, $offset: Int!) {
    directory(id: $id) {
      ...AdminDirectoryFields
      values(all: true, offset: $offset, limit: 500) {
        totalCount
        items {
          ...AdminDirectoryValueFields
        }
      }
    }
  }
`);

export const DIRECTORY_BY_SLUG = graphql(`
  query DirectoryBySlug($slug: String!) {
    directory(slug: $slug) {
      id
      name
    }
  }
`);

export const CREATE_DIRECTORY = graphql(`
  mutation CreateDirectory($input: DirectoryInput!) {
    createDirectory(input: $input) {
      id
    }
  }
`);

/** Name and slug, and every value when `input.values` is given (at most 5000). */
export const UPDATE_DIRECTORY = graphql(`
  mutation UpdateDirectory($id: ID!, $input: DirectoryInput!) {
    updateDirectory(id: $id, input: $input) {
      id
    }
  }
`);
