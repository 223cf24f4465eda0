import type { StateCreator } from 'zustand';
import type { SessionUser } from '../lib/auth/api/session';

/** Session state (SPEC §4): logged out and not loaded until the first login check settles. */
export interface AuthSlice {
  user: SessionUser | null;
  loggedIn: boolean;
  /** True once the first login check has answered (either way); the app shows a spinner until then. */
  firstAuthValidationDone: boolean;
  loaded: boolean;
  /** A login check, login or third-party sign-in answered with this user (or null: anonymous). */
  sessionResolved: (user: SessionUser | null) => void;
  /** The login check failed: treat the visitor as logged out, silently. */
  sessionCheckFailed: () => void;
  /** Logout: forget the local user. */
  sessionEnded: () => void;
}

export const createAuthSlice: StateCreator<AuthSlice, [], [], AuthSlice> = (set) => ({
  user: null,
  loggedIn: false,
  firstAuthValidationDone: false,
  loaded: false,
  sessionResolved: (user) =>
    set({
      user: user?.id ? user : null,
      loggedIn: Boolean(user?.id),
      firstAuthValidationDone: true,
      loaded: true,
    }),
  sessionCheckFailed: () =>
    set({ user: null, loggedIn: false, firstAuthValidationDone: true, loaded: true }),
  sessionEnded: () => set({ user: null, loggedIn: false }),
});
