import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { classNames } from '../../lib/classNames';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { validateEmailOnly, type EmailValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { RESEND_SIGN_UP_TOKEN } from './accountOperations';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';

const EMPTY: EmailValues = { email: '' };
const FAILED = 'Failed to send confirmation email';

/** /resend-signup-token: sends a fresh confirmation link (the old one stops working). */
export function ResendSignupTokenScreen() {
  const showToast = useAppStore((s) => s.showToast);
  const { field, handleSubmit, submitting } = useForm(EMPTY, validateEmailOnly);

  const submit = handleSubmit(async ({ email }) => {
    try {
      const data = await gqlRequest(RESEND_SIGN_UP_TOKEN, { email: email.trim() });
      if (data.resendSignUpToken) {
        showToast('success', 'Confirmation email sent! Please check your email.');
      } else {
        showToast('error', FAILED);
      }
    } catch (error) {
      showToast('error', messageOr(error, FAILED));
    }
  });

  return (
    <AuthCard
      title="Resend confirmation email"
      subtitle="Enter the email you registered with and we will send a new confirmation link."
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
          Send confirmation email
        </button>
      </form>
    </AuthCard>
  );
}
