import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';
import type { Operation } from '../../lib/graphql/operation';
import { graphqlQueryOptions } from '../../lib/graphql/queryOptions';

/**
 * The back office's query cache: a saved edit invalidates what shows it (the list, the detail
 * page) so every screen shows the change at once, without each screen refetching by hand.
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
  },
});

/** The cache's options for a GraphQL query (for `useQueries`, which runs a list of them). */
export const adminQueryOptions = graphqlQueryOptions;

/**
 * A GraphQL query through the cache, keyed by its name and variables. With `keepPrevious`, a
 * change of variables (the next page) keeps showing the last answer until the new one arrives.
 */
export function useAdminQuery<TData, TVariables>(
  key: readonly unknown[],
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...adminQueryOptions(key, operation, variables),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
