import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fakeApi';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

describe('useAuth', () => {
  it('refuses to work outside an AuthProvider', () => {
    // React logs the thrown error; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('exposes the session inside the provider', async () => {
    stubApi(() =>
      Promise.resolve({
        data: {
          checkIfLoggedIn: {
            id: 'u1',
            name: 'Ada',
            email: 'ada@example.com',
            role: 'USER',
            isVerified: true,
            createdAt: 0,
          },
        },
      }),
    );
    function Probe() {
      const { user, loggedIn, loaded } = useAuth();
      return <p>{loaded ? `${user?.name ?? 'nobody'} ${loggedIn ? 'in' : 'out'}` : 'checking'}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('Ada in')).toBeInTheDocument();
  });
});
