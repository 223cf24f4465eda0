import type { PlanMover } from '../placement/usePlanPlacement';
import { placementForKey } from '../model/placementMoves';

/**
 * The plan's keyboard: with its round handle focused, the arrow keys nudge the plan 1 ft and `[`
 * / `]` or Shift+←/→ turn it 1°. Only there: on the map itself the arrow keys pan the map, as on
 * any map, and the hint (PLAN_KEYS_HINT_ID) says where each works. The keys stop at the handle,
 * so that the map (whose keyboard listens around its markers) does not pan as well.
 */
export function listenForPlanKeys(handle: HTMLElement, plan: () => PlanMover): void {
  handle.addEventListener('keydown', (event) => {
    const mover = plan();
    const from = mover.latestPlacement();
    if (!from) return;
    const next = placementForKey(from, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    // Key turns stay exact (1° steps): snapping would hold the plan at a lot line's bearing.
    mover.moveTo(next);
  });
}
