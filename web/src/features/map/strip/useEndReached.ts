import { useEffect, type RefObject } from 'react';

/** How far ahead of the end (about two cards) the next page is asked for. */
const AHEAD_PX = 560;

/**
 * Calls `onReached` when `end` (the last item of the scrolling `list`) comes within reach of the
 * list's visible part, while `active`. Watched afresh whenever `itemCount` changes: a page that
 * did not fill the list leaves the end in reach, and the next page is asked for at once.
 */
export function useEndReached(
  list: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
  active: boolean,
  onReached: () => void,
  itemCount: number,
): void {
  useEffect(() => {
    const root = list.current;
    const target = end.current;
    if (!active || !root || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReached();
      },
      { root, rootMargin: `0px ${AHEAD_PX}px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [list, end, active, onReached, itemCount]);
}
