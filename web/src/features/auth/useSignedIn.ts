import type { SessionUser } from '../../lib/auth/api/session';
import { useAppStore } from '../../stores/appStore';

/**
 * What a sign-in on an account screen does with the user it got: the session holds them (the
 * header shows them, the cache of the last session is emptied) and a toast says it worked.
 */
export function useSignedIn() {
  const sessionResolved = useAppStore((s) => s.sessionResolved);
  const showToast = useAppStore((s) => s.showToast);
  return (user: SessionUser) => {
    sessionResolved(user);
    showToast('success', 'Login successful!');
  };
}
