import { queryOptions } from '@tanstack/react-query';
import { graphqlQueryOptions } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { PLAN_VIEW } from './planViewDocument';

// A module of its own, small and without React, because the entry chunk imports it: a shared
// plan page's plan is asked for at start (app/preloadFirstScreen.ts), not after the page's code.

/**
 * The plan page's query keys, each under the area it shows: an admin's edit of a plan
 * invalidates `plans`, a saved placement's `mapResults`, an order `orders`, and the page follows.
 */
export const planPageKeys = {
  all: [...areaKeys.plans, 'planPage'] as const,
  view: (id: string) => [...planPageKeys.all, 'view', id] as const,
  similar: (id: string) => [...planPageKeys.all, 'similar', id] as const,
  total: () => [...planPageKeys.all, 'total'] as const,
  summary: (id: string) => [...areaKeys.estimates, 'planPage', id] as const,
  mapResult: (id: string) => [...areaKeys.mapResults, 'planPage', id] as const,
  orders: () => [...areaKeys.orders, 'planPage'] as const,
  directoryValues: () => [...areaKeys.directories, 'planPage', 'values'] as const,
};

/**
 * The plan page's plan (PLAN_VIEW), as `usePlanView` asks for it and as the prefetch at start
 * puts it in the cache for the page to find.
 */
export function planViewQueryOptions(id: string) {
  return queryOptions(graphqlQueryOptions(planPageKeys.view(id), PLAN_VIEW, { id }));
}
