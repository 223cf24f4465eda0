import { useGraphQLQuery } from '../../lib/graphql/useGraphQLQuery';
import { useAppStore } from '../../stores/appStore';
import { PLAN_MAP_RESULT } from './planPageQueries';

/**
 * The saved placement of map result `mapId`, when the page is for one: only its owner, or an
 * admin, can see one, so a visitor's page does not ask. `null` when there is none to show.
 */
export function usePlanMapResult(mapId: string | null) {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const skip = !mapId || !loggedIn;
  const { data, loading } = useGraphQLQuery(PLAN_MAP_RESULT, { id: mapId ?? '' }, { skip });
  return { result: data?.mapResult ?? null, loading };
}
