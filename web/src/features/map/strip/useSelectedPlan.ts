import { useEffect } from 'react';
import { useSelectedPlanView } from '../api/planStripApi';
import { useMapStore } from '../store/mapStore';

/**
 * Fetches the selected plan with its floor-plan drawing and returns the drawing. The answer also
 * sizes a plan restored from the map session, which may not be among the strip's plans. A plan
 * that does not exist (a stale link, a plan since hidden) is unselected rather than waited for.
 */
export function useSelectedPlan(): string | undefined {
  const selectedId = useMapStore((s) => s.selectedId);
  const planFound = useMapStore((s) => s.planFound);
  const planMissing = useMapStore((s) => s.planMissing);
  const chosen = useSelectedPlanView(selectedId);
  const plan = chosen.data;
  const missing = plan === null;
  useEffect(() => {
    if (plan) planFound(plan);
  }, [plan, planFound]);
  useEffect(() => {
    if (missing && selectedId) planMissing(selectedId);
  }, [missing, selectedId, planMissing]);
  return plan?.planSVG;
}
