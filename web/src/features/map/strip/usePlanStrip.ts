import { useCallback, useEffect, useRef } from 'react';
import { useAppStore } from '../../../stores/appStore';
import { usePlanStripPages } from '../api/planStripApi';
import type { StripPlan } from '../api/planStripDocuments';
import type { StripFilters } from '../model/stripFilters';

export interface PlanStripState {
  plans: StripPlan[];
  totalCount: number;
  /** The first page is on its way (a filter change keeps showing the previous plans). */
  loading: boolean;
  /** A filter change is on its way while the previous plans show. */
  refreshing: boolean;
  /** The first page failed. */
  error: Error | undefined;
  /** The catalogue has plans after the loaded ones. */
  hasMore: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** The next page failed; `loadMore` asks again. */
  moreError: Error | undefined;
  /** Asks for the next page, unless one is on its way or there is none. Stable across renders. */
  loadMore: () => void;
}

// One empty list for every render without plans, so effects keyed on the list do not re-run.
const NO_PLANS: StripPlan[] = [];

/**
 * The plans of the strip, page by page (see `usePlanStripPages`), as the strip shows them: the
 * plans of the previous filters stay on screen while a changed filter loads, so the strip does
 * not blink; a failed first page is the strip's error, a failed next page the "more" button's.
 */
export function usePlanStrip(filters: StripFilters): PlanStripState {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const pages = usePlanStripPages(loggedIn, filters);
  const { data, error, fetchNextPage, isFetchingNextPage, isFetchNextPageError } = pages;
  const hasMore = !pages.isPlaceholderData && pages.hasNextPage;

  const latest = useRef({ hasMore, isFetchingNextPage, fetchNextPage });
  useEffect(() => {
    latest.current = { hasMore, isFetchingNextPage, fetchNextPage };
  });
  const loadMore = useCallback(() => {
    const { hasMore: more, isFetchingNextPage: onItsWay, fetchNextPage: next } = latest.current;
    if (more && !onItsWay) void next();
  }, []);

  return {
    plans: data?.plans ?? NO_PLANS,
    totalCount: data?.totalCount ?? 0,
    loading: pages.isPending,
    refreshing: pages.isPlaceholderData,
    // A failed refresh of plans already shown leaves them shown.
    error: data === undefined ? (error ?? undefined) : undefined,
    hasMore,
    loadingMore: isFetchingNextPage,
    moreError: isFetchNextPageError ? error : undefined,
    loadMore,
  };
}
