import { useState } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { classNames } from '../../lib/classNames';
import { gqlRequest } from '../../lib/graphql/client';
import { fixedTextOrRateLimit } from '../../lib/graphql/errors';
import { validateEmailOnly, type EmailValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { FORGOT_PASSWORD } from './accountOperations';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import { CheckEmailCard } from './CheckEmailCard';

const EMPTY: EmailValues = { email: '' };
const FAILED = 'Failed to send reset link';

/** /forgot-password: the email form, then a 'check your email' card (SPEC §2.1, §4). */
export function ForgotPasswordScreen() {
  const showToast = useAppStore((s) => s.showToast);
  const { field, handleSubmit, submitting } = useForm(EMPTY, validateEmailOnly);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);

  const submit = handleSubmit(async ({ email }) => {
    const address = email.trim();
    try {
      const data = await gqlRequest(FORGOT_PASSWORD, { email: address });
      if (data.forgotPassword) setSentTo(address);
      else showToast('error', FAILED);
    } catch (error) {
      showToast('error', fixedTextOrRateLimit(error, FAILED));
    }
  });

  if (sentTo !== undefined) {
    // The API answers the same whether or not the address has an account, and so does this card.
    return (
      <CheckEmailCard footer={<Link to="/login">Back to login</Link>}>
        If an account exists for <strong>{sentTo}</strong>, we sent it a link to reset the password.
        The link works for 30 minutes.
      </CheckEmailCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
      footer={<Link to="/login">Back to login</Link>}
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" field={field('email')} />
        <button
          type="submit"
          className={classNames(buttons.primary, buttons.block)}
          disabled={submitting}
          aria-busy={submitting}
        >
          Send reset link
        </button>
      </form>
    </AuthCard>
  );
}
