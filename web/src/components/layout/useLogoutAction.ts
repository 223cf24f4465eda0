import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../../lib/auth/api/session';
import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';

/**
 * Logout, from the menu and the profile screen (SPEC §4, §8): the server ends the session first,
 * so the local user is only forgotten once the cookie no longer signs anyone in; the visitor
 * lands on /login.
 */
export function useLogoutAction(): () => void {
  const showToast = useAppStore((s) => s.showToast);
  const sessionEnded = useAppStore((s) => s.sessionEnded);
  const navigate = useNavigate();

  return useCallback(() => {
    logOut().then(
      (ended) => {
        if (!ended) {
          showToast('error', 'Logout failed');
          return;
        }
        // On a personal page its guard redirects to /login as well, remembering the page, so
        // logging in again right away leads back to where the person was.
        sessionEnded();
        void navigate('/login');
        showToast('success', 'Logged out successfully');
      },
      (error: unknown) => {
        showToast('error', messageOr(error, 'Logout failed'));
      },
    );
  }, [navigate, sessionEnded, showToast]);
}
