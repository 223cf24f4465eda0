import { useQuery } from '@tanstack/react-query';
import type { AdminApiKeysQuery } from '../../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../../lib/query/graphqlQuery';
import { adminRecordKeys } from '../../../../lib/query/keys';
import { ADMIN_API_KEYS, CREATE_API_KEY, REVOKE_API_KEY } from './apiKeysDocuments';

/** A key as the list shows it. */
export type AdminApiKey = AdminApiKeysQuery['apiKeys'][number];

/** The back office's API key keys: a root of their own, since nothing else shows the keys. */
export const apiKeysKeys = adminRecordKeys(['apiKeys'] as const);

/** Every key, the newest first, revoked ones included. */
export function useApiKeys() {
  return useQuery(graphqlQueryOptions(apiKeysKeys.list(), ADMIN_API_KEYS, {}));
}

const KEY_CHANGES = [apiKeysKeys.all];

/**
 * Makes a key and refreshes the list. Its answer holds the secret: the screen keeps it in its own
 * state only, and the mutation is forgotten as soon as nothing watches it (`gcTime: 0`), so the
 * secret outlives neither the screen nor the cache.
 */
export function useCreateApiKey() {
  return useGraphQLMutation(CREATE_API_KEY, { invalidates: KEY_CHANGES, gcTime: 0 });
}

/** Revokes a key; the list shows it revoked. */
export function useRevokeApiKey() {
  return useGraphQLMutation(REVOKE_API_KEY, { invalidates: KEY_CHANGES });
}
