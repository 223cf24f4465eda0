import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { messageOr } from '../../lib/graphql/errors';
import { validateNewPassword, type NewPasswordValues } from '../../lib/validation/formRules';
import { useAppStore } from '../../stores/appStore';
import { useChangePasswordWithToken } from './api/accountApi';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from './SubmitButton';

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };
const FAILED = 'Failed to reset password';

/** /reset-password/{token}: a new password with the sign-up rules; success leads to /login. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const changePassword = useChangePasswordWithToken();
  const { field, handleSubmit, submitting } = useForm(EMPTY, validateNewPassword);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      const data = await changePassword.mutateAsync({ newPassword: password, token });
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
        <NewPasswordFields
          label="New password"
          password={field('password')}
          confirmPassword={field('confirmPassword')}
        />
        <SubmitButton label="Update password" submitting={submitting} />
      </form>
    </AuthCard>
  );
}
