import { useContext } from 'react';
import { useAppStore } from '../../stores/appStore';
import { AuthContext } from './authContext';

/** The session: user, loggedIn, firstAuthValidationDone and loaded (SPEC §4). */
export function useAuth() {
  const insideProvider = useContext(AuthContext);
  const user = useAppStore((s) => s.user);
  const loggedIn = useAppStore((s) => s.loggedIn);
  const firstAuthValidationDone = useAppStore((s) => s.firstAuthValidationDone);
  const loaded = useAppStore((s) => s.loaded);
  if (!insideProvider) throw new Error('useAuth must be used within an AuthProvider');
  return { user, loggedIn, firstAuthValidationDone, loaded };
}
