import { useEffect, type ReactNode } from 'react';
import { checkIfLoggedIn } from '../../lib/auth/api/session';
import { useAppStore } from '../../stores/appStore';
import { AuthContext } from './authContext';

/**
 * Runs the login check once at start and writes the answer to the session state.
 * A failed check leaves the visitor logged out without a message (SPEC §4, §8).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const sessionResolved = useAppStore((s) => s.sessionResolved);
  const sessionCheckFailed = useAppStore((s) => s.sessionCheckFailed);

  useEffect(() => {
    let current = true;
    checkIfLoggedIn().then(
      (user) => {
        if (current) sessionResolved(user);
      },
      () => {
        if (current) sessionCheckFailed();
      },
    );
    // StrictMode mounts twice in development; only the surviving mount may write the result.
    return () => {
      current = false;
    };
  }, [sessionResolved, sessionCheckFailed]);

  return <AuthContext value>{children}</AuthContext>;
}
