import { messageOr } from '../../lib/graphql/errors';
import { useAppStore } from '../../stores/appStore';
import { useResendSignUpToken } from './api/accountApi';
import { EmailRequestCard } from './EmailRequestCard';

const FAILED = 'Failed to send confirmation email';

/** /resend-signup-token: sends a fresh confirmation link (the old one stops working). */
export function ResendSignupTokenScreen() {
  const showToast = useAppStore((s) => s.showToast);
  const resend = useResendSignUpToken();

  const send = async (email: string) => {
    try {
      const data = await resend.mutateAsync({ email });
      if (data.resendSignUpToken) {
        showToast('success', 'Confirmation email sent! Please check your email.');
      } else {
        showToast('error', FAILED);
      }
    } catch (error) {
      showToast('error', messageOr(error, FAILED));
    }
  };

  return (
    <EmailRequestCard
      title="Resend confirmation email"
      subtitle="Enter the email you registered with and we will send a new confirmation link."
      submitLabel="Send confirmation email"
      onSend={send}
    />
  );
}
