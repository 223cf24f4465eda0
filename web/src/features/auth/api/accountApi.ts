import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../lib/graphql/client';
import type { MySitePlanOrdersQuery } from '../../../lib/graphql/gql/graphql';
import { graphqlQueryOptions, useGraphQLMutation } from '../../../lib/query/graphqlQuery';
import { areaKeys } from '../../../lib/query/keys';
import { verifyStateOf, type VerifyState } from '../verifyOutcome';
import {
  CHANGE_PASSWORD_WITH_TOKEN,
  FORGOT_PASSWORD,
  LOG_IN,
  LOG_IN_WITH_GOOGLE,
  MY_SITE_PLAN_ORDERS,
  RESEND_SIGN_UP_TOKEN,
  SIGN_UP,
  VERIFY_USER,
} from './accountDocuments';

/** One of the signed-in homeowner's site-plan orders. */
export type MySitePlanOrder = MySitePlanOrdersQuery['mySitePlanOrders']['items'][number];

/**
 * The account screens' query keys: an email link's verification under `session`, the homeowner's
 * own orders under `orders` (which a change of an order's status in the back office invalidates).
 */
export const accountKeys = {
  all: [...areaKeys.session, 'account'] as const,
  verification: (token: string) => [...accountKeys.all, 'verification', token] as const,
};

export const myOrdersKeys = {
  all: [...areaKeys.orders, 'mine'] as const,
  page: () => [...myOrdersKeys.all, 'page'] as const,
};

// Signing in changes who the session is: the screen hands the user to the app store, and the
// cache is emptied then (lib/query/sessionScope), so no key of the last session outlives it.

/** Signs in with email and password; resolves to the signed-in user. */
export function useLogIn() {
  return useGraphQLMutation(LOG_IN);
}

/** Signs in with Google's ID token; a first sign-in creates the account (the users list shows it). */
export function useLogInWithGoogle() {
  return useGraphQLMutation(LOG_IN_WITH_GOOGLE, { invalidates: [areaKeys.users] });
}

/** Creates an account (the back office's users list shows it) and emails its confirmation link. */
export function useSignUp() {
  return useGraphQLMutation(SIGN_UP, { invalidates: [areaKeys.users] });
}

/** Emails an unconfirmed account a new confirmation link. */
export function useResendSignUpToken() {
  return useGraphQLMutation(RESEND_SIGN_UP_TOKEN);
}

/** Emails a password-reset link. */
export function useForgotPassword() {
  return useGraphQLMutation(FORGOT_PASSWORD);
}

/** Sets a new password with a reset link's token. */
export function useChangePasswordWithToken() {
  return useGraphQLMutation(CHANGE_PASSWORD_WITH_TOKEN);
}

/** One page of the signed-in homeowner's site-plan orders; the last page stays shown while the next loads. */
export function useMySitePlanOrders(page: number, pageSize: number) {
  return useQuery({
    ...graphqlQueryOptions(myOrdersKeys.page(), MY_SITE_PLAN_ORDERS, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

const verifications = new Map<string, Promise<VerifyState>>();

/**
 * Verifies `token` once per page load. A token works a single time, so a second call (the screen
 * mounting again, the cache emptied at a sign-in) would report 'Already Verified' or 'Invalid
 * Link' for a link that just worked; it gets the first call's outcome instead.
 */
function verifyToken(token: string): Promise<VerifyState> {
  let outcome = verifications.get(token);
  if (!outcome) {
    outcome = gqlRequest(VERIFY_USER, { token }).then(
      (data) => verifyStateOf({ verified: data.verifyUser }),
      (error: unknown) => verifyStateOf({ error }),
    );
    verifications.set(token, outcome);
  }
  return outcome;
}

/**
 * How verifying the email link's `token` ended (never an error: a failure is one of the states);
 * a confirmed account shows as verified in the back office's users at once.
 */
export function useVerifyToken(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: accountKeys.verification(token),
    queryFn: async () => {
      const state = await verifyToken(token);
      if (state === 'success') void queryClient.invalidateQueries({ queryKey: areaKeys.users });
      return state;
    },
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
}
