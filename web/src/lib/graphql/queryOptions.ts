import { gqlRequest } from './client';
import type { Operation } from './operation';

/**
 * A GraphQL query's options for TanStack Query (`useQuery`, `useQueries`): keyed by `key`, the
 * operation and its variables, so invalidating `key` refetches every query under it.
 */
export function graphqlQueryOptions<TData, TVariables>(
  key: readonly unknown[],
  operation: Operation<TData, TVariables>,
  variables: TVariables,
) {
  return {
    queryKey: [...key, operation.toString(), variables],
    queryFn: ({ signal }: { signal: AbortSignal }) => gqlRequest(operation, variables, signal),
  };
}
