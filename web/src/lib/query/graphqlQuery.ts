import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { gqlRequest } from '../graphql/client';
import type { Operation } from '../graphql/operation';

/**
 * A GraphQL query's options for TanStack Query (`useQuery`, `useQueries`, `prefetchQuery`):
 * keyed by `key` (from a feature's key factory) and the variables, so invalidating any prefix of
 * `key` refetches it.
 */
export function graphqlQueryOptions<TData, TVariables>(
  key: QueryKey,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
) {
  return {
    queryKey: [...key, variables] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => gqlRequest(operation, variables, signal),
  };
}

type MutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /**
   * The keys this mutation changes, invalidated once it succeeds (and before `onSuccess` runs),
   * so every list, detail and counter that shows them refetches.
   */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
};

/** A GraphQL mutation through the query cache: sends `operation`, then invalidates what it changed. */
export function useGraphQLMutation<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  { invalidates = [], onSuccess, ...options }: MutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => gqlRequest(operation, variables),
    onSuccess: async (data, variables, ...rest) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables, ...rest);
    },
  });
}
