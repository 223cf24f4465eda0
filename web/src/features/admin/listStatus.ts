/**
 * What the generic list (ResourceList) shows of its query while it loads or when it failed:
 * TanStack Query's `isPending` and `error`, the same on every back-office list.
 */
export function listStatus(query: { isPending: boolean; error: Error | null }) {
  return { loading: query.isPending, error: query.error ?? undefined };
}
