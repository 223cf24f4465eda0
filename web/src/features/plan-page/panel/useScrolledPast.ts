import { useEffect, useState } from 'react';
import { afterPaint } from '../../../lib/afterPaint';

/** Whether the page has been scrolled more than `offset` pixels down; re-renders only on a change. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    // Read first after the page is painted: read at once, `scrollY` made the browser lay out the
    // whole page just rendered inside React's commit (20 ms on a phone, in one long task).
    const first = afterPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      first.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
