import { useEffect, useRef, type RefObject } from 'react';
import type { PlanMover } from '../placement/usePlanPlacement';
import { placementForKey } from './placementMoves';

/**
 * With the map focused and a plan placed, the arrow keys nudge the plan 1 ft while `[`/`]` or
 * Shift+←/→ turn it 1°.
 */
export function usePlanKeys(mapElement: RefObject<HTMLElement | null>, plan: PlanMover): void {
  const latest = useRef(plan);
  useEffect(() => {
    latest.current = plan;
  });

  useEffect(() => {
    const element = mapElement.current;
    if (!element) return;
    // Capture phase: the keys move the plan instead of panning the map while one is placed.
    const onKey = (event: KeyboardEvent) => {
      const from = latest.current.latestPlacement();
      if (!from || event.target instanceof HTMLInputElement) return;
      const next = placementForKey(from, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      // Key turns stay exact (1° steps): snapping would hold the plan at a lot line's bearing.
      latest.current.moveTo(next);
    };
    element.addEventListener('keydown', onKey, { capture: true });
    return () => element.removeEventListener('keydown', onKey, { capture: true });
  }, [mapElement]);
}
