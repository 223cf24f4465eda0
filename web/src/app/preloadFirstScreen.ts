import type { QueryClient } from '@tanstack/react-query';
import type { DataRouteMatch } from 'react-router';
import { planViewQueryOptions } from '../features/plan-page/api/planViewQuery';
import { PLAN_VIEW } from '../features/plan-page/api/planViewDocument';
import type { ShellAnswers } from '../lib/graphql/shellAnswers';
import { isLazyScreen, PlanPage } from './lazyScreens';

/**
 * Starts what the screen the app opens on waits for at start, beside the first login check,
 * instead of after it (no screen renders before that check answers; see App): the code of the
 * screens its routes render (`matches`, the router's own: matching is not free on a phone) and,
 * on a plan page, its plan: taken from the page when the server answered it there (`answers`),
 * else asked for. Either is the session's answer (the server ran it as the request's session; the
 * request carries the cookie as the check does), so it is the one this visitor may see, and the
 * cache is emptied on a change of session only after the first check (lib/query/sessionScope.ts),
 * so the page finds it there. On a phone this takes round trips off the page's largest paint
 * (DESIGN.md §9: the plan page's Lighthouse budget). Answers the screens' code as it loads, for the app to show them once it is here; a
 * failure is the screen's to show, when it asks again.
 */
export function preloadFirstScreen(
  matches: DataRouteMatch[],
  queryClient: QueryClient,
  answers: ShellAnswers,
): Promise<unknown> {
  const screens = matches
    .map((match) => (match.route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyScreen);
  const plan = matches.at(-1)?.params.id;
  if (screens.includes(PlanPage) && plan) {
    const options = planViewQueryOptions(plan);
    const answer = answers.take(PLAN_VIEW, { id: plan });
    if (answer) queryClient.setQueryData(options.queryKey, answer);
    else queryClient.query(options).catch(() => undefined);
  }
  return Promise.all(screens.map((screen) => screen.preload()));
}
