import { QueryClient, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../lib/graphql/client';
import type { Operation } from '../../lib/graphql/operation';

/**
 * The back office's query cache: a saved edit invalidates what shows it (the list, the detail
 * page) so every screen shows the change at once, without each screen refetching by hand.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
  },
});

/** A GraphQL query through the cache, keyed by its name and variables. */
export function useAdminQuery<TData, TVariables>(
  key: readonly unknown[],
  operation: Operation<TData, TVariables>,
  variables: TVariables,
) {
  return useQuery({
    queryKey: [...key, variables],
    queryFn: ({ signal }) => gqlRequest(operation, variables, signal),
  });
}
