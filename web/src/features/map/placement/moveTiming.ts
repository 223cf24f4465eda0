import type { Placement } from '../../../geometry/geometryApi';

/** The User Timing measure of one move, visible in the browser's performance tools. */
export const MOVE_MEASURE = 'homeplot:move-to-overlay';

// When the pointer handler made each placement of a gesture, until its fit is drawn. Weak:
// placements replaced before their check ran are dropped with them. The clock starts in our
// handler, not at the event's timestamp: the time the browser holds an input event before any
// handler runs (aligning it to a frame) is its own, and the bench reports it separately.
const movedAt = new WeakMap<Placement, number>();

/** Remembers that the pointer handler produced `placement` now. */
export function noteMove(placement: Placement): void {
  movedAt.set(placement, performance.now());
}

/**
 * Records how long `placement` took from the pointer handler to the overlay drawn with its fit
 * (a `performance.measure`; `just bench` reads it during a throttled drag).
 */
export function measureMoveDrawn(placement: Placement): void {
  const start = movedAt.get(placement);
  if (start === undefined) return;
  movedAt.delete(placement);
  performance.measure(MOVE_MEASURE, { start, end: performance.now() });
}
