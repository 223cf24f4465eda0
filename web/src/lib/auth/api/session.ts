import { gqlRequest } from '../../graphql/client';
import type { CheckIfLoggedInMutation } from '../../graphql/gql/graphql';
import { graphql } from '../../graphql/gql';
import { noShellAnswers, type ShellAnswers } from '../../graphql/shellAnswers';

/** The signed-in user as the login check returns it. */
export type SessionUser = NonNullable<CheckIfLoggedInMutation['checkIfLoggedIn']>;

/**
 * The signed-in user as the login check and every sign-in answer with it, so the session state
 * holds one shape whichever way the person signed in.
 */
export const SESSION_USER_FIELDS = graphql(`
  fragment SessionUserFields on User {
    id
    isVerified
    name
    email
    role
    createdAt
  }
`);

export const CHECK_IF_LOGGED_IN = graphql(`
  mutation CheckIfLoggedIn {
    checkIfLoggedIn {
      ...SessionUserFields
    }
  }
`);

/**
 * Asks the API who the session cookie belongs to; null for an anonymous visitor. At start the
 * page's own answer (`answers`) serves, when the server wrote one.
 */
export async function checkIfLoggedIn(
  answers: ShellAnswers = noShellAnswers,
): Promise<SessionUser | null> {
  const data = answers.take(CHECK_IF_LOGGED_IN, {}) ?? (await gqlRequest(CHECK_IF_LOGGED_IN, {}));
  const user = data.checkIfLoggedIn;
  return user?.id ? user : null;
}

export const LOG_OUT = graphql(`
  mutation LogOut {
    logOut
  }
`);

/**
 * Ends the session on the server (the cookie's token is deleted there, not only forgotten here).
 * Resolves to the API's answer; a `false` means the server did not end it.
 */
export async function logOut(): Promise<boolean> {
  const data = await gqlRequest(LOG_OUT, {});
  return data.logOut;
}
