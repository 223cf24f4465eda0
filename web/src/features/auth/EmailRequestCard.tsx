import { Link } from 'react-router';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { validateEmailOnly, type EmailValues } from '../../lib/validation/formRules';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import { SubmitButton } from './SubmitButton';

const EMPTY: EmailValues = { email: '' };

/**
 * An account card that asks for one email address to send a link to (a password reset, a new
 * confirmation link), with the way back to login. `onSend` gets the address trimmed; the button
 * stays disabled until it settles.
 */
export function EmailRequestCard({
  title,
  subtitle,
  submitLabel,
  onSend,
}: {
  title: string;
  subtitle: string;
  submitLabel: string;
  onSend: (email: string) => Promise<void>;
}) {
  const { field, handleSubmit, submitting } = useForm(EMPTY, validateEmailOnly);
  const submit = handleSubmit(({ email }) => onSend(email.trim()));
  return (
    <AuthCard title={title} subtitle={subtitle} footer={<Link to="/login">Back to login</Link>}>
      <form className={form.form} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" field={field('email')} />
        <SubmitButton label={submitLabel} submitting={submitting} />
      </form>
    </AuthCard>
  );
}
