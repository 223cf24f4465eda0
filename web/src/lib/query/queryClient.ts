import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '../graphql/client';

/** How often a query that failed on the way (network, 5xx) is asked again before it shows its error. */
const TRANSIENT_RETRIES = 2;

/**
 * A failure worth asking again: the request never got an answer, or the server failed. An answer
 * the API gave on purpose (NOT_FOUND, FORBIDDEN, a validation message) would only repeat itself.
 */
export function isTransient(error: unknown): boolean {
  // An aborted request (a screen left before its answer came) is not a failure to retry.
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return false;
  if (!(error instanceof GraphQLRequestError)) return true;
  if (error.code) return error.code === 'INTERNAL_SERVER_ERROR';
  return error.status === undefined || error.status >= 500;
}

/**
 * The app's one query cache. Every screen reads through it: a list and a detail of the same thing
 * share answers, and a mutation invalidates the keys it changes (see keys.ts), so every screen
 * that shows them refetches at once. Answers stay fresh for 30 s (going back to a list shows it
 * at once, without a spinner); a window regaining focus refreshes what is stale.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => retry && failures < TRANSIENT_RETRIES && isTransient(error),
      },
      mutations: { retry: false },
    },
  });
}
