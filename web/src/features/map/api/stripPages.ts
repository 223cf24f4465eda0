import { gqlRequest } from '../../../lib/graphql/client';
import {
  STRIP_PAGE_SIZE,
  stripMetaFilter,
  stripPlanFilters,
  type StripFilters,
} from '../model/stripFilters';
import { GUEST_PLAN_STRIP, PLAN_STRIP, type StripPlan } from './planStripDocuments';

/** One page of the strip's plans, and how many plans its filters match in all. */
export interface StripPage {
  items: StripPlan[];
  totalCount: number;
}

/** The plans loaded so far for one set of filters, page after page. */
export interface LoadedPlans {
  plans: StripPlan[];
  totalCount: number;
  /** How many pages have been loaded (the next one to ask for is `pages + 1`). */
  pages: number;
  /** A page came back short: the catalogue has nothing after it. */
  ended: boolean;
}

/** Page `page` (1-based) of the strip: `guestPlans` for a visitor, `plans` for a signed-in user. */
export async function fetchStripPage(
  loggedIn: boolean,
  filters: StripFilters,
  page: number,
  signal?: AbortSignal,
): Promise<StripPage> {
  if (loggedIn) {
    const { plans } = await gqlRequest(
      PLAN_STRIP,
      { filters: stripPlanFilters(filters, page) },
      signal,
    );
    return plans;
  }
  const { guestPlans } = await gqlRequest(
    GUEST_PLAN_STRIP,
    { meta: stripMetaFilter(filters), page, pageSize: STRIP_PAGE_SIZE },
    signal,
  );
  return guestPlans;
}

const NOTHING_LOADED: LoadedPlans = { plans: [], totalCount: 0, pages: 0, ended: false };

/** The first page, as loaded plans. */
export function firstPage(page: StripPage): LoadedPlans {
  return appendPage(NOTHING_LOADED, page);
}

/** The pages loaded so far, in order, as one list of plans. */
export function loadedPlans(pages: readonly StripPage[]): LoadedPlans {
  return pages.reduce(appendPage, NOTHING_LOADED);
}

/**
 * `loaded` with the next page after it. A plan added to or removed from the catalogue between two
 * pages shifts the rest by one: a plan already shown is not shown twice, and the total is the
 * newest page's.
 */
export function appendPage(loaded: LoadedPlans, page: StripPage): LoadedPlans {
  const shown = new Set(loaded.plans.map((plan) => plan.id));
  const fresh = page.items.filter((plan) => !shown.has(plan.id));
  return {
    plans: fresh.length > 0 ? [...loaded.plans, ...fresh] : loaded.plans,
    totalCount: page.totalCount,
    pages: loaded.pages + 1,
    ended: page.items.length < STRIP_PAGE_SIZE,
  };
}

/** Whether the catalogue has plans after the loaded ones. */
export function hasMorePlans(loaded: LoadedPlans): boolean {
  return !loaded.ended && loaded.plans.length < loaded.totalCount;
}
