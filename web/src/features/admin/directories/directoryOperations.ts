import type {
  AdminDirectoriesQuery,
  AdminDirectoriesQueryVariables,
  AdminDirectoryQuery,
  AdminDirectoryQueryVariables,
  CreateDirectoryMutation,
  CreateDirectoryMutationVariables,
  DirectoryAllValuesQuery,
  DirectoryAllValuesQueryVariables,
  DirectoryBySlugQuery,
  DirectoryBySlugQueryVariables,
  UpdateDirectoryMutation,
  UpdateDirectoryMutationVariables,
} from '../../../lib/graphql/generated';
import type { Operation } from '../../../lib/graphql/operation';

/** The cache key every directory query starts with: saving one invalidates them all. */
export const DIRECTORIES_KEY = ['directories'] as const;

export const ADMIN_DIRECTORIES: Operation<AdminDirectoriesQuery, AdminDirectoriesQueryVariables> = {
  document: /* GraphQL */ `
    query AdminDirectories {
      directories {
        id
        name
        slug
        valueCount
      }
    }
  `,
};

/** A directory with one page of its values (under `parentId`, matching `search`). */
export const ADMIN_DIRECTORY: Operation<AdminDirectoryQuery, AdminDirectoryQueryVariables> = {
  document: /* GraphQL */ `
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
  `,
};

/** Every value of a directory, a page at a time, for the form that edits them all. */
export const DIRECTORY_ALL_VALUES: Operation<
  DirectoryAllValuesQuery,
  DirectoryAllValuesQueryVariables
> = {
  document: /* GraphQL */ `
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
  `,
};

export const DIRECTORY_BY_SLUG: Operation<DirectoryBySlugQuery, DirectoryBySlugQueryVariables> = {
  document: /* GraphQL */ `
    query DirectoryBySlug($slug: String!) {
      directory(slug: $slug) {
        id
        name
      }
    }
  `,
};

export const CREATE_DIRECTORY: Operation<
  CreateDirectoryMutation,
  CreateDirectoryMutationVariables
> = {
  document: /* GraphQL */ `
    mutation CreateDirectory($input: DirectoryInput!) {
      createDirectory(input: $input) {
        id
      }
    }
  `,
};

export const UPDATE_DIRECTORY: Operation<
  UpdateDirectoryMutation,
  UpdateDirectoryMutationVariables
> = {
  document: /* GraphQL */ `
    mutation UpdateDirectory($id: ID!, $input: DirectoryInput!) {
      updateDirectory(id: $id, input: $input) {
        id
      }
    }
  `,
};
