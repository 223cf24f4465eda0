import type { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { planViewQueryOptions } from '../features/plan-page/api/planViewQuery';
import { isLazyScreen } from './lazyScreens';

/**
 * Starts what the screen the app opens on waits for at start, beside the first login check,
 * instead of after it (no screen renders before that check answers; see App): the code of the
 * screens the routes of `pathname` render and, on a shared plan page, its plan. The plan's
 * request carries the session's cookie as the check does, so its answer is the one this visitor
 * may see, and the cache is emptied on a change of session only after the first check
 * (lib/query/sessionScope.ts), so the page finds it there. On a phone this takes round trips off
 * the page's largest paint (DESIGN.md §9: the plan page's Lighthouse budget).
 * Answers the screens' code as it loads, for the app to show them once it is here; a failure is
 * the screen's to show, when it asks again.
 */
export function preloadFirstScreen(
  routes: RouteObject[],
  pathname: string,
  queryClient: QueryClient,
): Promise<unknown> {
  const plan = matchPath('/plan/:id/:mapId?', pathname)?.params.id;
  if (plan) queryClient.query(planViewQueryOptions(plan)).catch(() => undefined);
  const screens = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyScreen);
  return Promise.all(screens.map((screen) => screen.preload()));
}
