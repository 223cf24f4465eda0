import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql/client';
import { stripPlanFilters, type StripFilters } from '../model/stripFilters';
import { mapPlanKeys } from './keys';
import { isNotFound } from './notFound';
import { SELECTED_PLAN } from './planStripDocuments';
import {
  fetchStripPage,
  hasMorePlans,
  loadedPlans,
  type LoadedPlans,
  type StripPage,
} from './stripPages';

// Stable, so that the pages are folded into one list once per answer, not once per render.
const selectLoaded = (data: { pages: StripPage[] }): LoadedPlans => loadedPlans(data.pages);

/**
 * The strip's plans, page by page: `guestPlans` for a visitor, `plans` for a signed-in user,
 * filtered; the next page is the one after the loaded ones while the catalogue has more. A filter
 * change starts again from the first page, and the plans of the previous filters stay shown
 * (`isPlaceholderData`) until it is in. "Fits my lot" is checked on the loaded plans, so it asks
 * for nothing.
 */
export function usePlanStripPages(loggedIn: boolean, filters: StripFilters) {
  return useInfiniteQuery({
    queryKey: mapPlanKeys.strip(loggedIn, stripPlanFilters(filters)),
    queryFn: ({ pageParam, signal }) => fetchStripPage(loggedIn, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last: StripPage, pages: StripPage[]) => {
      const loaded = loadedPlans(pages);
      return hasMorePlans(loaded) ? loaded.pages + 1 : undefined;
    },
    select: selectLoaded,
    placeholderData: keepPreviousData,
  });
}

/**
 * The plan `id` with its floor-plan drawing, while there is an `id`. A plan that does not exist,
 * or not for this viewer (a stale link, a plan since hidden), answers null.
 */
export function useSelectedPlanView(id: string | undefined) {
  return useQuery({
    queryKey: [...mapPlanKeys.selected(), { id }],
    queryFn: async ({ signal }) => {
      try {
        return (await gqlRequest(SELECTED_PLAN, { id: id ?? '' }, signal)).planView;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    enabled: id !== undefined,
  });
}
