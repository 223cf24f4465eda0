let pending = false;

/**
 * Lays the page out in the idle time after a move's answer was rendered, instead of at the start
 * of the next frame. The fit panel's figures change with every move and their layout is the
 * whole document's (about 2 ms on a phone); left to the next frame it runs right after the next
 * move was sent to the geometry worker, and the worker's answer waits behind it. Done here, the
 * next frame only paints (`just bench`, five runs at 3×: the drag's p50 4.0–4.8 → 2.5–3.7 ms,
 * p95 6.2–8.1 → 4.2–8.1 ms, 5.3 in the middle run).
 */
export function layOutAhead(): void {
  if (pending) return;
  pending = true;
  setTimeout(() => {
    pending = false;
    // Measuring makes the browser lay the page out now.
    document.documentElement.getBoundingClientRect();
  }, 0);
}
