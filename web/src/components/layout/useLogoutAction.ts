import { useCallback } from 'react';
import { useAppStore } from '../../stores/appStore';

/**
 * The menu's Logout. The API has no logout call yet (it arrives with accounts, together with
 * sign-in), so instead of dropping only the local user while the session cookie stays valid,
 * the menu says so.
 */
export function useLogoutAction(): () => void {
  const showToast = useAppStore((s) => s.showToast);
  return useCallback(() => {
    showToast('info', 'Signing out is not built yet — it arrives with the accounts feature.');
  }, [showToast]);
}
