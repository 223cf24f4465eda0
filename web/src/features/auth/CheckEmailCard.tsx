import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthCard } from './AuthCard';
import form from './AuthForm.module.css';

/** The 'Check your email' card shown once a confirmation or reset email is on its way. */
export function CheckEmailCard({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <AuthCard title="Check your email" icon={<MailCheck aria-hidden size={44} />} footer={footer}>
      <p className={form.text} role="status">
        {children}
      </p>
    </AuthCard>
  );
}
