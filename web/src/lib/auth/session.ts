import { gqlRequest } from '../graphql/client';
import type {
  CheckIfLoggedInMutation,
  CheckIfLoggedInMutationVariables,
  LogOutMutation,
  LogOutMutationVariables,
} from '../graphql/generated';
import type { Operation } from '../graphql/operation';

/** The signed-in user as the login check returns it. */
export type SessionUser = NonNullable<CheckIfLoggedInMutation['checkIfLoggedIn']>;

const CHECK_IF_LOGGED_IN: Operation<CheckIfLoggedInMutation, CheckIfLoggedInMutationVariables> = {
  document: /* GraphQL */ `
    mutation CheckIfLoggedIn {
      checkIfLoggedIn {
        id
        isVerified
        name
        email
        role
        createdAt
      }
    }
  `,
};

/** Asks the API who the session cookie belongs to; null for an anonymous visitor. */
export async function checkIfLoggedIn(): Promise<SessionUser | null> {
  const data = await gqlRequest(CHECK_IF_LOGGED_IN, {});
  const user = data.checkIfLoggedIn;
  return user?.id ? user : null;
}

const LOG_OUT: Operation<LogOutMutation, LogOutMutationVariables> = {
  document: /* GraphQL */ `
    mutation LogOut {
      logOut
    }
  `,
};

/**
 * Ends the session on the server (the cookie's token is deleted there, not only forgotten here).
 * Resolves to the API's answer; a `false` means the server did not end it.
 */
export async function logOut(): Promise<boolean> {
  const data = await gqlRequest(LOG_OUT, {});
  return data.logOut;
}
