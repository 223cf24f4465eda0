import { graphql } from '../../../lib/graphql/gql';

/** Signs in with email and password (the session cookie comes with the answer). */
export const LOG_IN = graphql(`
  mutation LogIn($email: String!, $password: String!, $rememberMe: Boolean!) {
    logIn(email: $email, password: $password, rememberMe: $rememberMe) {
      ...SessionUserFields
    }
  }
`);

/** Signs in (or signs up) with the ID token Google's button handed back. */
export const LOG_IN_WITH_GOOGLE = graphql(`
  mutation LogInWithGoogle($code: String, $idToken: String!) {
    logInWithGoogle(code: $code, idToken: $idToken) {
      ...SessionUserFields
    }
  }
`);

/** Creates an account and emails its confirmation link; answers with the email. */
export const SIGN_UP = graphql(`
  mutation SignUp($email: String!, $password: String!, $name: String!) {
    signUp(email: $email, password: $password, name: $name)
  }
`);

/** Emails an unconfirmed account a new confirmation link (the old one stops working). */
export const RESEND_SIGN_UP_TOKEN = graphql(`
  mutation ResendSignUpToken($email: String!) {
    resendSignUpToken(email: $email)
  }
`);

/** Confirms an email address with its link's token (once: a second call fails). */
export const VERIFY_USER = graphql(`
  mutation VerifyUser($token: String!) {
    verifyUser(token: $token)
  }
`);

/** Emails a password-reset link; the answer is the same whether or not the address has an account. */
export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

/** Sets a new password with a reset link's token. */
export const CHANGE_PASSWORD_WITH_TOKEN = graphql(`
  mutation ChangePasswordWithToken($newPassword: String!, $token: String!) {
    changePasswordWithToken(newPassword: $newPassword, token: $token)
  }
`);

/** The signed-in homeowner's site-plan orders, newest first, a page at a time. */
export const MY_SITE_PLAN_ORDERS = graphql(`
  query MySitePlanOrders($page: Int!, $pageSize: Int!) {
    mySitePlanOrders(page: $page, pageSize: $pageSize) {
      totalCount
      items {
        ...SitePlanOrderFields
      }
    }
  }
`);
