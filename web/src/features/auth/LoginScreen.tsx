import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { returnPath } from '../../lib/auth/loginRedirect';
import type { SessionUser } from '../../lib/auth/api/session';
import { errorCode, messageOr } from '../../lib/graphql/errors';
import { validateLogin, type LoginValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { useLogIn } from './api/accountApi';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import { GoogleSignIn } from './GoogleSignIn';
import { SubmitButton } from './SubmitButton';
import { useSignedIn } from './useSignedIn';

const EMPTY: LoginValues = { email: '', password: '', rememberMe: false };

/**
 * /login. A signed-in visitor who simply opens it goes to the map (SPEC §2.1). One whom a guard
 * sent here (a USER opening /admin) stays, to sign in with another account; after a login on this
 * screen everyone goes back to the page they came from, or to the map.
 */
export function LoginScreen() {
  const loggedIn = useAppStore((s) => s.loggedIn);
  const signedInAs = useSignedIn();
  const from = returnPath(useLocation().state);
  const [signedInHere, setSignedInHere] = useState(false);

  if (loggedIn && (signedInHere || !from)) {
    return <Navigate to={signedInHere ? (from ?? '/') : '/'} replace />;
  }

  const signedIn = (user: SessionUser) => {
    setSignedInHere(true);
    signedInAs(user);
  };

  return (
    <AuthCard
      title="Log in"
      subtitle={
        loggedIn && from
          ? 'Your account cannot open that page. Log in with another account.'
          : 'Welcome back! Log in to see your plans.'
      }
      footer={
        <span>
          Don&apos;t have an account? <Link to="/register">Register</Link>
        </span>
      }
    >
      <LoginForm onSignedIn={signedIn} />
      <GoogleSignIn purpose="signin" failureTitle="Login Failed" onSignedIn={signedIn} />
    </AuthCard>
  );
}

function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const showToast = useAppStore((s) => s.showToast);
  const logIn = useLogIn();
  const { field, checkbox, handleSubmit, submitting } = useForm(EMPTY, validateLogin);
  const [unverified, setUnverified] = useState(false);

  const submit = handleSubmit(async ({ email, password, rememberMe }) => {
    try {
      const data = await logIn.mutateAsync({ email: email.trim(), password, rememberMe });
      onSignedIn(data.logIn);
    } catch (error) {
      // The API refuses an unconfirmed account with FORBIDDEN and says to confirm the email.
      setUnverified(errorCode(error) === 'FORBIDDEN');
      showToast('error', messageOr(error, 'Login failed'));
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" field={field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        field={field('password')}
      />
      <div className={form.row}>
        <CheckboxField label="Remember me" field={checkbox('rememberMe')} />
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      {unverified ? (
        <p className={form.text}>
          Didn&apos;t get the confirmation email?{' '}
          <Link to="/resend-signup-token">Resend confirmation email</Link>
        </p>
      ) : null}
      <SubmitButton label="Log in" submitting={submitting} />
    </form>
  );
}
