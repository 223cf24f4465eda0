import { useEffect, type ReactNode } from 'react';
import { checkIfLoggedIn, type SessionUser } from '../../lib/auth/api/session';
import { useAppStore } from '../../stores/appStore';
import { AuthContext } from './authContext';

/**
 * Runs the login check once at start and writes the answer to the session state — or takes the
 * answer of `loginCheck`, a check the app started before it rendered (main.tsx).
 * A failed check leaves the visitor logged out without a message (SPEC §4, §8).
 */
export function AuthProvider({
  children,
  loginCheck,
}: {
  children: ReactNode;
  loginCheck?: Promise<SessionUser | null> | undefined;
}) {
  const sessionResolved = useAppStore((s) => s.sessionResolved);
  const sessionCheckFailed = useAppStore((s) => s.sessionCheckFailed);

  useEffect(() => {
    let current = true;
    (loginCheck ?? checkIfLoggedIn()).then(
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
  }, [loginCheck, sessionResolved, sessionCheckFailed]);

  return <AuthContext value>{children}</AuthContext>;
}
