import { Navigate } from 'react-router';
import { NotBuiltYet } from '../../components/NotBuiltYet';
import { useAppStore } from '../../stores/appStore';

const ARRIVES = 'it arrives with the accounts feature.';

/** /login. A signed-in user has nothing to do here and goes to the map (SPEC §2.1). */
export function LoginScreen() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  if (loggedIn) return <Navigate to="/" replace />;
  return <NotBuiltYet title="Sign in" message={`Sign-in is not built yet — ${ARRIVES}`} />;
}

export function RegisterScreen() {
  return (
    <NotBuiltYet
      title="Create account"
      message={`Creating an account is not built yet — ${ARRIVES}`}
    />
  );
}

export function ForgotPasswordScreen() {
  return (
    <NotBuiltYet
      title="Forgot password"
      message={`Password recovery is not built yet — ${ARRIVES}`}
    />
  );
}

export function ResetPasswordScreen() {
  return (
    <NotBuiltYet
      title="Set a new password"
      message={`Setting a new password is not built yet — ${ARRIVES}`}
    />
  );
}

export function ResendSignupTokenScreen() {
  return (
    <NotBuiltYet
      title="Resend confirmation email"
      message={`Resending the confirmation email is not built yet — ${ARRIVES}`}
    />
  );
}

export function VerifySignUpScreen() {
  return (
    <NotBuiltYet
      title="Verify your email"
      message={`Email verification is not built yet — ${ARRIVES}`}
    />
  );
}

export function ProfileScreen() {
  return <NotBuiltYet title="Profile" message={`Your profile is not built yet — ${ARRIVES}`} />;
}
