import { graphql } from '../../../lib/graphql/gql';

/** The cache key every directory query starts with: saving one invalidates them all. */
export const DIRECTORIES_KEY = ['directories'] as const;

export const ADMIN_DIRECTORIES = graphql(`
  query AdminDirectories {
    directories {
      id
      name
      slug
      valueCount
    }
  }
`);

/** A directory with one page of its values (under `parentId`, matching `search`). */
export const ADMIN_DIRECTORY = graphql(`
  query AdminDirectory($id: ID!, $parentId: ID, $search: String, $offset: Int, $limit: Int) {
    directory(id: $id) {
      id
      name
      slug
      valueCount
      values(parentId: $parentId, search: $search, offset: $offset, limit: $limit) {
        totalCount
        items {
          id
          name
          description
          parentId
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
      id
      name
      slug
      valueCount
      values(all: true, offset: $offset, limit: 500) {
        totalCount
        items {
          id
          name
          description
          parentId
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

export const UPDATE_DIRECTORY = graphql(`
  mutation UpdateDirectory($id: ID!, $input: DirectoryInput!) {
    updateDirectory(id: $id, input: $input) {
      id
    }
  }
`);
