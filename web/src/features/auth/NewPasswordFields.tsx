import { PasswordRules } from '../../components/form/PasswordRules';
import { TextField } from '../../components/form/TextField';
import type { TextFieldBinding } from '../../components/form/useForm';

/**
 * A new password under the sign-up rules (SPEC §5), the rules ticked off as it is typed, and the
 * same password again (sign-up, password reset).
 */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
}: {
  label: string;
  password: TextFieldBinding;
  confirmPassword: TextFieldBinding;
}) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" field={password} />
      <PasswordRules password={password.value} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        field={confirmPassword}
      />
    </>
  );
}
