import { CircleCheck, CircleX, Info } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { Spinner } from '../../components/Spinner';
import { classNames } from '../../lib/classNames';
import { useVerifyToken } from './api/accountApi';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';
import styles from './VerifySignUpScreen.module.css';
import { VERIFY_VIEWS, type VerifyState } from './verifyOutcome';

const TONE_ICONS = { success: CircleCheck, error: CircleX, info: Info } as const;

/** /verify-sign-up/{token}: confirms the email address and says how it went (SPEC §4, §8). */
export function VerifySignUpScreen() {
  const token = useParams().token?.trim() ?? '';
  const { data } = useVerifyToken(token);
  const state: VerifyState = token ? (data ?? 'loading') : 'noToken';
  if (state === 'loading') {
    return (
      <AuthCard title="Verifying your email">
        <div className={styles.loading}>
          <Spinner label="Verifying your email" />
        </div>
      </AuthCard>
    );
  }
  return <VerifyResult state={state} />;
}

function VerifyResult({ state }: { state: Exclude<VerifyState, 'loading'> }) {
  const navigate = useNavigate();
  const view = VERIFY_VIEWS[state];
  const Icon = TONE_ICONS[view.tone];
  return (
    <AuthCard
      title={view.title}
      icon={<Icon aria-hidden size={48} className={styles[view.tone]} />}
    >
      <p className={form.text} role={view.tone === 'error' ? 'alert' : 'status'}>
        {view.message}
      </p>
      <div className={form.actions}>
        <button
          type="button"
          className={classNames(buttons.primary, buttons.block)}
          onClick={() => void navigate('/login')}
        >
          Go to Login
        </button>
        {view.offerResend ? (
          <Link className={styles.resend} to="/resend-signup-token">
            Resend confirmation email
          </Link>
        ) : null}
      </div>
    </AuthCard>
  );
}
