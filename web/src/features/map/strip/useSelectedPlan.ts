import { useEffect } from 'react';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import { useMapStore } from '../mapStore';
import { SELECTED_PLAN } from './planStripQueries';

/**
 * Fetches the selected plan with its floor-plan drawing and returns the drawing. The answer also
 * sizes a plan restored from the map session, which may not be among the strip's plans.
 */
export function useSelectedPlan(): string | undefined {
  const selectedId = useMapStore((s) => s.selectedId);
  const planFound = useMapStore((s) => s.planFound);
  const chosen = useGraphQLQuery(SELECTED_PLAN, { id: selectedId ?? '' }, { skip: !selectedId });
  const plan = chosen.data?.planView;
  useEffect(() => {
    if (plan) planFound(plan);
  }, [plan, planFound]);
  return plan?.planSVG;
}
