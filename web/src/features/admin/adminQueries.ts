import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Operation } from '../../lib/graphql/operation';
import { graphqlQueryOptions } from '../../lib/query/graphqlQuery';

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
