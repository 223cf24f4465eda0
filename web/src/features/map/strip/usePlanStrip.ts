import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../stores/appStore';
import type { StripPlan } from './planStripQueries';
import { stripPlanFilters, type StripFilters } from './stripFilters';
import {
  appendPage,
  fetchStripPage,
  firstPage,
  hasMorePlans,
  type LoadedPlans,
} from './stripPages';

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
 * The plans of the strip, page by page: `guestPlans` for visitors, `plans` for signed-in users,
 * filtered. A filter change starts again from the first page; "fits my lot" is checked on the
 * page, so it asks for nothing.
 */
export function usePlanStrip(filters: StripFilters): PlanStripState {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const key = JSON.stringify([loggedIn, stripPlanFilters(filters)]);
  // The last answer stays on screen while a changed filter loads: the strip does not blink.
  const [shown, setShown] = useState<{ key: string; loaded: LoadedPlans }>();
  const [pending, setPending] = useState<{ key: string; page: number }>();
  const [failure, setFailure] = useState<{ key: string; page: number; error: Error }>();

  const current = shown?.key === key ? shown.loaded : undefined;
  const hasMore = current ? hasMorePlans(current) : false;
  const latest = useRef({ loggedIn, filters, key, current, hasMore, pending });
  useEffect(() => {
    latest.current = { loggedIn, filters, key, current, hasMore, pending };
  });

  const request = useRef<AbortController>(undefined);
  const load = useCallback((page: number) => {
    const asked = latest.current;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setPending({ key: asked.key, page });
    setFailure(undefined);
    fetchStripPage(asked.loggedIn, asked.filters, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setShown((previous) => {
          if (page === 1) return { key: asked.key, loaded: firstPage(answer) };
          // Only the page after the loaded ones, for the same filters, extends them.
          if (previous?.key !== asked.key || previous.loaded.pages !== page - 1) return previous;
          return { key: asked.key, loaded: appendPage(previous.loaded, answer) };
        });
        setPending(undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failed = error instanceof Error ? error : new Error(String(error));
        setFailure({ key: asked.key, page, error: failed });
        setPending(undefined);
      },
    );
  }, []);

  useEffect(() => {
    load(1);
  }, [key, load]);
  useEffect(() => () => request.current?.abort(), []);

  const loadMore = useCallback(() => {
    const { current: loaded, hasMore: more, pending: onItsWay } = latest.current;
    if (!loaded || !more || onItsWay) return;
    load(loaded.pages + 1);
  }, [load]);

  const failed = failure?.key === key ? failure : undefined;
  const firstLoading = !current && failed?.page !== 1;
  const showing = current ?? (firstLoading ? shown?.loaded : undefined);
  return {
    plans: showing?.plans ?? NO_PLANS,
    totalCount: showing?.totalCount ?? 0,
    loading: firstLoading && !shown,
    refreshing: firstLoading && Boolean(shown),
    error: failed?.page === 1 ? failed.error : undefined,
    hasMore,
    loadingMore: pending?.key === key && pending.page > 1,
    moreError: failed && failed.page > 1 ? failed.error : undefined,
    loadMore,
  };
}
