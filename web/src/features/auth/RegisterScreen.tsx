import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormAlert } from '../../components/form/FormAlert';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import type { SessionUser } from '../../lib/auth/api/session';
import { serverMessage } from '../../lib/graphql/errors';
import { MESSAGES, validateSignUp, type SignUpValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { useSignUp } from './api/accountApi';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import { CheckEmailCard } from './CheckEmailCard';
import { GoogleSignIn } from './GoogleSignIn';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';
import { useSignedIn } from './useSignedIn';

const EMPTY: SignUpValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** /register: the sign-up form, then the 'Check your email' card (SPEC §2.1, §4). */
export function RegisterScreen() {
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const signedInAs = useSignedIn();
  const navigate = useNavigate();

  if (sentTo !== undefined) {
    return (
      <CheckEmailCard
        footer={
          <>
            <Link to="/login">Go to Login</Link>
            <Link to="/resend-signup-token">Resend confirmation email</Link>
          </>
        }
      >
        We sent a confirmation link to <strong>{sentTo}</strong>. Open it to activate your account,
        then log in.
      </CheckEmailCard>
    );
  }

  // A Google account is confirmed by Google, so it is signed in straight away.
  const signedInWithGoogle = (user: SessionUser) => {
    signedInAs(user);
    void navigate('/');
  };

  return (
    <AuthCard
      title="Create account"
      subtitle="Save plans and track your project."
      footer={
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      }
    >
      <RegisterForm onRegistered={setSentTo} />
      <GoogleSignIn
        purpose="signup"
        failureTitle="Registration failed"
        onSignedIn={signedInWithGoogle}
      />
    </AuthCard>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const termsUrl = useAppStore((s) => s.config.termsUrl);
  const showToast = useAppStore((s) => s.showToast);
  const signUp = useSignUp();
  const { field, checkbox, handleSubmit, setServerError, submitting } = useForm(
    EMPTY,
    validateSignUp,
  );
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = handleSubmit(async ({ name, email, password }) => {
    setFailure(undefined);
    try {
      const data = await signUp.mutateAsync({ name: name.trim(), email: email.trim(), password });
      showToast('success', 'Registration successful! Please check your email.');
      onRegistered(data.signUp);
    } catch (error) {
      const message = serverMessage(error);
      // SPEC §8: a complaint about the email is shown on the email field, in the spec's words.
      if (message && /email/i.test(message)) setServerError('email', MESSAGES.emailTaken);
      else setFailure(message);
      showToast('error', 'Registration failed');
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <FormAlert message={failure} />
      <TextField label="Name" autoComplete="name" field={field('name')} />
      <TextField label="Email" type="email" autoComplete="email" field={field('email')} />
      <NewPasswordFields
        label="Password"
        password={field('password')}
        confirmPassword={field('confirmPassword')}
      />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              terms and conditions
            </a>
          </>
        }
        field={checkbox('acceptTerms')}
      />
      <SubmitButton label="Register" submitting={submitting} />
    </form>
  );
}
