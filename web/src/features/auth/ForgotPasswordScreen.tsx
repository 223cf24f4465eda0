import { useState } from 'react';
import { Link } from 'react-router';
import { fixedTextOrRateLimit } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { useForgotPassword } from './api/accountApi';
import { CheckEmailCard } from './CheckEmailCard';
import { EmailRequestCard } from './EmailRequestCard';

const FAILED = 'Failed to send reset link';

/** /forgot-password: the email form, then a 'check your email' card (SPEC §2.1, §4). */
export function ForgotPasswordScreen() {
  const showToast = useAppStore((s) => s.showToast);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const forgotPassword = useForgotPassword();

  const send = async (email: string) => {
    try {
      const data = await forgotPassword.mutateAsync({ email });
      if (data.forgotPassword) setSentTo(email);
      else showToast('error', FAILED);
    } catch (error) {
      showToast('error', fixedTextOrRateLimit(error, FAILED));
    }
  };

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
    <EmailRequestCard
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
      submitLabel="Send reset link"
      onSend={send}
    />
  );
}
