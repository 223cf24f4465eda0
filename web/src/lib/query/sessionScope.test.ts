import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../stores/appStore';
import { createQueryClient } from './queryClient';
import { useCacheScopedToSession } from './sessionScope';

const ada = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'USER' as const,
  isVerified: true,
  createdAt: 0,
};

afterEach(() =>
  useAppStore.setState({ user: null, loggedIn: false, firstAuthValidationDone: false }),
);

describe('useCacheScopedToSession', () => {
  it('empties the cache when someone signs in or out, not at the first login check', () => {
    const queryClient = createQueryClient({ retry: false });
    renderHook(() => useCacheScopedToSession(queryClient));
    const cached = () => queryClient.getQueryData(['mapResults', 'mine']);

    queryClient.setQueryData(['mapResults', 'mine'], 'before the check');
    useAppStore.getState().sessionResolved(ada);
    expect(cached()).toBe('before the check');

    queryClient.setQueryData(['mapResults', 'mine'], "Ada's plans");
    useAppStore.getState().sessionEnded();
    expect(cached()).toBeUndefined();

    queryClient.setQueryData(['mapResults', 'mine'], "a visitor's");
    useAppStore.getState().sessionResolved(ada);
    expect(cached()).toBeUndefined();
  });
});
