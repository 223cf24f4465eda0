import type { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import styles from './Handles.module.css';
import { useMapStore } from '../store/mapStore';
import { selectPlacement } from '../store/placementSlice';
import type { PlanMover } from '../placement/usePlanPlacement';
import { handleMarker } from './handleMarker';
import { listenForPlanKeys } from './planKeys';
import { markPlanGesture, PLAN_KEYS_HINT_ID } from './planGesture';
import { noteMove } from '../placement/moveTiming';
import { bearingTo, rotateHandleAt } from '../model/placementMoves';

/**
 * The round handle beyond the placed plan's back edge that turns it, and through which the
 * keyboard moves and turns the plan: created with the placement, where the placement puts it,
 * and moved with it. A restored placement is known before the map has loaded, so the handle is
 * made at its place rather than left for the next move to put there. It comes first of the map's
 * handles in the tab order: the plan is what a keyboard user came to move, not the lot's corners.
 */
export function useRotateHandle(plan: PlanMover): void {
  const map = useMapStore((s) => s.map);
  const placement = useMapStore(selectPlacement);
  const lengthFt = useMapStore((s) => s.selectedPlan?.meta.length ?? 0);
  const latest = useRef(plan);
  const handleAt = placement ? rotateHandleAt(placement, lengthFt) : undefined;
  const latestHandleAt = useRef(handleAt);
  useEffect(() => {
    latest.current = plan;
    latestHandleAt.current = handleAt;
  });

  const rotateHandle = useRef<Marker>(undefined);
  const placed = placement !== undefined;
  useEffect(() => {
    const at = latestHandleAt.current;
    if (!map || !placed || !at) return;
    const element = document.createElement('button');
    element.type = 'button';
    element.className = `${styles.handle ?? ''} ${styles.rotate ?? ''}`;
    element.setAttribute('aria-label', 'Turn the plan');
    element.setAttribute('aria-describedby', PLAN_KEYS_HINT_ID);
    listenForPlanKeys(element, () => latest.current);
    const marker = handleMarker(map, element, at);
    const firstHandle = [...map.getCanvasContainer().children].find(
      (child) => child !== element && child.classList.contains('maplibregl-marker'),
    );
    if (firstHandle) element.parentElement?.insertBefore(element, firstHandle);
    marker.on('dragstart', () => markPlanGesture(map, 'turn'));
    marker.on('dragend', () => markPlanGesture(map, undefined));
    marker.on('drag', () => {
      const from = latest.current.latestPlacement();
      if (!from) return;
      const { lng, lat } = marker.getLngLat();
      const placement = { ...from, angleDeg: bearingTo(from, [lng, lat]) };
      noteMove(placement);
      latest.current.moveTo(placement, 'turn');
    });
    rotateHandle.current = marker;
    return () => {
      marker.remove();
      rotateHandle.current = undefined;
    };
  }, [map, placed]);

  useEffect(() => {
    if (placement) {
      rotateHandle.current?.setLngLat(rotateHandleAt(placement, lengthFt));
    }
  }, [map, placement, lengthFt]);
}
