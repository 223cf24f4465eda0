import { graphql } from '../../lib/graphql/gql';

// The signed-in user comes back with the same fields as the login check (SessionUser), so the
// session state holds one shape whichever way the person signed in.

export const LOG_IN = graphql(`
  mutation LogIn($email: String!, $password: String!, $rememberMe: Boolean!) {
    logIn(email: $email, password: $password, rememberMe: $rememberMe) {
      id
      isVerified
      name
      email
      role
      createdAt
    }
  }
`);

export const LOG_IN_WITH_GOOGLE = graphql(`
  mutation LogInWithGoogle($code: String, $idToken: String!) {
    logInWithGoogle(code: $code, idToken: $idToken) {
      id
      isVerified
      name
      email
      role
      createdAt
    }
  }
`);

export const SIGN_UP = graphql(`
  mutation SignUp($email: String!, $password: String!, $name: String!) {
    signUp(email: $email, password: $password, name: $name)
  }
`);

export const RESEND_SIGN_UP_TOKEN = graphql(`
  mutation ResendSignUpToken($email: String!) {
    resendSignUpToken(email: $email)
  }
`);

export const VERIFY_USER = graphql(`
  mutation VerifyUser($token: String!) {
    verifyUser(token: $token)
  }
`);

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

export const CHANGE_PASSWORD_WITH_TOKEN = graphql(`
  mutation ChangePasswordWithToken($newPassword: String!, $token: String!) {
    changePasswordWithToken(newPassword: $newPassword, token: $token)
  }
`);
