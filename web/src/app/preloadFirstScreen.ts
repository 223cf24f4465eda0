import type { QueryClient } from '@tanstack/react-query';
import type { DataRouteMatch } from 'react-router';
import { planViewQueryOptions } from '../features/plan-page/api/planViewQuery';
import { isLazyScreen, PlanPage } from './lazyScreens';

/**
 * Starts what the screen the app opens on waits for at start, beside the first login check,
 * instead of after it (no screen renders before that check answers; see App): the code of the
 * screens its routes render (`matches`, the router's own: matching is not free on a phone) and,
 * on a plan page, its plan. The plan's request carries the session's cookie as the check does,
 * so its answer is the one this visitor may see, and the cache is emptied on a change of session
 * only after the first check (lib/query/sessionScope.ts), so the page finds it there. On a phone
 * this takes round trips off the page's largest paint (DESIGN.md §9: the plan page's Lighthouse
 * budget). Answers the screens' code as it loads, for the app to show them once it is here; a
 * failure is the screen's to show, when it asks again.
 */
export function preloadFirstScreen(
  matches: DataRouteMatch[],
  queryClient: QueryClient,
): Promise<unknown> {
  const screens = matches
    .map((match) => (match.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyScreen);
  const plan = matches.at(-1)?.params.id;
  if (screens.includes(PlanPage) && plan) {
    queryClient.query(planViewQueryOptions(plan)).catch(() => undefined);
  }
  return Promise.all(screens.map((screen) => screen.preload()));
}
