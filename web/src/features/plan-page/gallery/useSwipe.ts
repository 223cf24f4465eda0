import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways before a touch counts as a swipe. */
export const SWIPE_MIN_PX = 40;

/** The pointer handlers a swipeable element spreads onto itself. */
export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * A sideways swipe by finger or pen: `onSwipe(1)` for right to left (the next item), `onSwipe(-1)`
 * for left to right. Mostly vertical moves are left to the page's scrolling; the element sets
 * `touch-action: pan-y`, so the browser hands over horizontal moves instead of panning itself.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number }>(undefined);
  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = undefined;
      if (from?.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = undefined;
    },
  };
}
