import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/auth/api/session';
import { useAppStore } from './appStore';

const user: SessionUser = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'USER',
  isVerified: true,
  createdAt: 1_735_689_600_000,
};

function session() {
  const { user, loggedIn, firstAuthValidationDone, loaded } = useAppStore.getState();
  return { user, loggedIn, firstAuthValidationDone, loaded };
}

/** Logged out once the session has been checked. */
const loggedOutChecked = {
  user: null,
  loggedIn: false,
  firstAuthValidationDone: true,
  loaded: true,
};

describe('auth state', () => {
  it('starts logged out and not loaded', () => {
    expect(session()).toEqual({
      user: null,
      loggedIn: false,
      firstAuthValidationDone: false,
      loaded: false,
    });
  });

  it('logs in when the check returns a user with an id', () => {
    useAppStore.getState().sessionResolved(user);
    expect(session()).toEqual({
      user,
      loggedIn: true,
      firstAuthValidationDone: true,
      loaded: true,
    });
  });

  it('stays logged out, but validated, when the check returns null', () => {
    useAppStore.getState().sessionResolved(null);
    expect(session()).toEqual(loggedOutChecked);
  });

  it('treats a user without an id as logged out', () => {
    useAppStore.getState().sessionResolved({ ...user, id: '' });
    expect(session().loggedIn).toBe(false);
    expect(session().user).toBeNull();
  });

  it('logs out on a failed check', () => {
    useAppStore.getState().sessionResolved(user);
    useAppStore.getState().sessionCheckFailed();
    expect(session()).toEqual(loggedOutChecked);
  });

  it('clears the local user on logout', () => {
    useAppStore.getState().sessionResolved(user);
    useAppStore.getState().sessionEnded();
    expect(session().user).toBeNull();
    expect(session().loggedIn).toBe(false);
    expect(session().firstAuthValidationDone).toBe(true);
  });
});
