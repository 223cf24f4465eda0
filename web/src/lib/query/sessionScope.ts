import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppStore } from '../../stores/appStore';

/**
 * Every answer in the cache was given to one session: My Plans, a hidden plan an admin may see,
 * an order. When someone signs in or out (after the first login check) the cache is emptied, so
 * the next person on a shared phone never sees the last one's data, and an admin sees what only
 * admins may.
 */
export function useCacheScopedToSession(queryClient: QueryClient) {
  useEffect(
    () =>
      useAppStore.subscribe((state, previous) => {
        if (!previous.firstAuthValidationDone) return;
        if (state.user?.id !== previous.user?.id) queryClient.clear();
      }),
    [queryClient],
  );
}
