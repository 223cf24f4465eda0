import { useEffect } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql/client';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import { useMapStore } from '../mapStore';
import { SELECTED_PLAN } from './planStripQueries';

/**
 * Fetches the selected plan with its floor-plan drawing and returns the drawing. The answer also
 * sizes a plan restored from the map session, which may not be among the strip's plans. A plan
 * that does not exist (a stale link, a plan since hidden) is unselected rather than waited for.
 */
export function useSelectedPlan(): string | undefined {
  const selectedId = useMapStore((s) => s.selectedId);
  const planFound = useMapStore((s) => s.planFound);
  const planMissing = useMapStore((s) => s.planMissing);
  const chosen = useGraphQLQuery(SELECTED_PLAN, { id: selectedId ?? '' }, { skip: !selectedId });
  const plan = chosen.data?.planView;
  const missing =
    chosen.data?.planView === null ||
    (chosen.error instanceof GraphQLRequestError && chosen.error.code === 'NOT_FOUND');
  useEffect(() => {
    if (plan) planFound(plan);
  }, [plan, planFound]);
  useEffect(() => {
    if (missing && selectedId) planMissing(selectedId);
  }, [missing, selectedId, planMissing]);
  return plan?.planSVG;
}
