import { useEffect, useRef } from 'react';
import type { PlanMover } from '../placement/usePlanPlacement';
import { useMapStore, useMapStoreApi } from '../store/mapStore';
import { listenForPlanPointer } from './planPointer';

/**
 * Moving the placed plan by pointer on the map (see `listenForPlanPointer`): one finger or the
 * mouse drags it, two fingers twist it. The handlers reach the newest `plan` when they run.
 */
export function usePlanPointer(plan: PlanMover): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const latest = useRef(plan);
  useEffect(() => {
    latest.current = plan;
  });

  useEffect(() => {
    if (!map) return;
    return listenForPlanPointer(map, store, latest);
  }, [map, store]);
}
