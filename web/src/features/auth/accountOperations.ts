import type {
  ChangePasswordWithTokenMutation,
  ChangePasswordWithTokenMutationVariables,
  ForgotPasswordMutation,
  ForgotPasswordMutationVariables,
  LogInMutation,
  LogInMutationVariables,
  LogInWithGoogleMutation,
  LogInWithGoogleMutationVariables,
  ResendSignUpTokenMutation,
  ResendSignUpTokenMutationVariables,
  SignUpMutation,
  SignUpMutationVariables,
  VerifyUserMutation,
  VerifyUserMutationVariables,
} from '../../lib/graphql/generated';
import type { Operation } from '../../lib/graphql/operation';

// The signed-in user comes back with the same fields as the login check (SessionUser), so the
// session state holds one shape whichever way the person signed in.

export const LOG_IN: Operation<LogInMutation, LogInMutationVariables> = {
  document: /* GraphQL */ `
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
  `,
};

export const LOG_IN_WITH_GOOGLE: Operation<
  LogInWithGoogleMutation,
  LogInWithGoogleMutationVariables
> = {
  document: /* GraphQL */ `
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
  `,
};

export const SIGN_UP: Operation<SignUpMutation, SignUpMutationVariables> = {
  document: /* GraphQL */ `
    mutation SignUp($email: String!, $password: String!, $name: String!) {
      signUp(email: $email, password: $password, name: $name)
    }
  `,
};

export const RESEND_SIGN_UP_TOKEN: Operation<
  ResendSignUpTokenMutation,
  ResendSignUpTokenMutationVariables
> = {
  document: /* GraphQL */ `
    mutation ResendSignUpToken($email: String!) {
      resendSignUpToken(email: $email)
    }
  `,
};

export const VERIFY_USER: Operation<VerifyUserMutation, VerifyUserMutationVariables> = {
  document: /* GraphQL */ `
    mutation VerifyUser($token: String!) {
      verifyUser(token: $token)
    }
  `,
};

export const FORGOT_PASSWORD: Operation<ForgotPasswordMutation, ForgotPasswordMutationVariables> = {
  document: /* GraphQL */ `
    mutation ForgotPassword($email: String!) {
      forgotPassword(email: $email)
    }
  `,
};

export const CHANGE_PASSWORD_WITH_TOKEN: Operation<
  ChangePasswordWithTokenMutation,
  ChangePasswordWithTokenMutationVariables
> = {
  document: /* GraphQL */ `
    mutation ChangePasswordWithToken($newPassword: String!, $token: String!) {
      changePasswordWithToken(newPassword: $newPassword, token: $token)
    }
  `,
};
