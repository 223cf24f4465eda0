import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordRules } from '../../components/form/PasswordRules';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { classNames } from '../../lib/classNames';
import { gqlRequest } from '../../lib/graphql/client';
import { messageOr } from '../../lib/graphql/errors';
import { validateNewPassword, type NewPasswordValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { CHANGE_PASSWORD_WITH_TOKEN } from './accountOperations';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };
const FAILED = 'Failed to reset password';

/** /reset-password/{token}: a new password with the sign-up rules; success leads to /login. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const { field, handleSubmit, submitting } = useForm(EMPTY, validateNewPassword);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const data = await gqlRequest(CHANGE_PASSWORD_WITH_TOKEN, { newPassword: password, token });
      if (!data.changePasswordWithToken) {
        setFailure(FAILED);
        return;
      }
      showToast('success', 'Password has been updated successfully');
      void navigate('/login');
    } catch (error) {
      setFailure(messageOr(error, FAILED));
    }
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose the password you will log in with."
      footer={
        <>
          <Link to="/login">Back to login</Link>
          <Link to="/forgot-password">Request a new link</Link>
        </>
      }
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          field={field('password')}
        />
        <PasswordRules password={field('password').value} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          field={field('confirmPassword')}
        />
        <button
          type="submit"
          className={classNames(buttons.primary, buttons.block)}
          disabled={submitting}
          aria-busy={submitting}
        >
          Update password
        </button>
      </form>
    </AuthCard>
  );
}
