import { useEffect, useState } from 'react';

/** Whether `promise` has settled, either way; false while there is none yet. */
export function useSettled(promise: Promise<unknown> | undefined): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    const done = () => {
      if (current) setSettled(true);
    };
    promise?.then(done, done);
    return () => {
      current = false;
    };
  }, [promise]);
  return settled;
}
