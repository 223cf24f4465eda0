import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../../lib/graphql/client';
import type {
  AdminDirectoryQuery,
  AdminDirectoryQueryVariables,
  DirectoryAllValuesQuery,
} from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../../lib/query/keys';
import { MAX_EDITABLE_VALUES } from '../directoryRules';
import {
  ADMIN_DIRECTORIES,
  ADMIN_DIRECTORY,
  CREATE_DIRECTORY,
  DIRECTORY_ALL_VALUES,
  DIRECTORY_BY_SLUG,
  UPDATE_DIRECTORY,
} from './directoriesDocuments';

/** A directory with one page of its values, as its screen shows it. */
export type AdminDirectory = NonNullable<AdminDirectoryQuery['directory']>;

type LoadedDirectory = NonNullable<DirectoryAllValuesQuery['directory']>;

/** A directory as its form edits it: every value, or none when there are too many to edit at once. */
export type DirectoryForEdit = Omit<LoadedDirectory, 'values'> & {
  values: LoadedDirectory['values']['items'] | undefined;
};

/**
 * The back office's directory keys, under `directories`, which every directory change
 * invalidates (the plan form's area picker reads its places under it too).
 */
export const directoriesKeys = {
  all: [...areaKeys.directories, 'admin'] as const,
  list: () => [...directoriesKeys.all, 'list'] as const,
  values: (id: string) => [...directoriesKeys.all, 'values', id] as const,
  edit: (id: string) => [...directoriesKeys.all, 'edit', id] as const,
  bySlug: (slug: string) => [...directoriesKeys.all, 'slug', slug] as const,
};

export function useAdminDirectories() {
  return useQuery(graphqlQueryOptions(directoriesKeys.list(), ADMIN_DIRECTORIES, {}));
}

/**
 * A directory with one page of its values; the directory's last page stays shown while the next
 * loads (another directory, e.g. a state's counties, loads afresh).
 */
export function useAdminDirectory(variables: AdminDirectoryQueryVariables) {
  const key = directoriesKeys.values(variables.id);
  return useQuery({
    ...graphqlQueryOptions(key, ADMIN_DIRECTORY, variables),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[key.length - 1] === variables.id ? previous : undefined,
  });
}

/** A directory's id and name by its slug (where a value's children are listed). */
export function useDirectoryBySlug(slug: string) {
  return useQuery(graphqlQueryOptions(directoriesKeys.bySlug(slug), DIRECTORY_BY_SLUG, { slug }));
}

/** The directory for its form, with every value when there are at most 5000; `null` when none. */
export function useDirectoryForEdit(id: string) {
  return useQuery({
    queryKey: directoriesKeys.edit(id),
    queryFn: ({ signal }) => loadForEdit(id, signal),
    // The form is filled once: a refetch would not change what the admin is typing.
    refetchOnWindowFocus: false,
  });
}

/** The directory with every value, read 500 at a time. */
async function loadForEdit(id: string, signal: AbortSignal): Promise<DirectoryForEdit | null> {
  const { directory } = await gqlRequest(DIRECTORY_ALL_VALUES, { id, offset: 0 }, signal);
  if (!directory) return null;
  const { values, ...fields } = directory;
  if (directory.valueCount > MAX_EDITABLE_VALUES) return { ...fields, values: undefined };
  const items = [...values.items];
  while (items.length < values.totalCount) {
    const next = await gqlRequest(DIRECTORY_ALL_VALUES, { id, offset: items.length }, signal);
    const page = next.directory?.values.items ?? [];
    if (page.length === 0) break;
    items.push(...page);
  }
  return { ...fields, values: items };
}

export function useCreateDirectory() {
  return useGraphQLMutation(CREATE_DIRECTORY, { invalidates: [areaKeys.directories] });
}

export function useUpdateDirectory() {
  return useGraphQLMutation(UPDATE_DIRECTORY, { invalidates: [areaKeys.directories] });
}
