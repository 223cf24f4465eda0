import { errorCode } from '../../lib/graphql/errors';

/** Where the email verification screen can end up (SPEC §4, §8), plus waiting for the answer. */
export type VerifyState =
  'loading' | 'success' | 'expired' | 'invalid' | 'alreadyVerified' | 'failed' | 'noToken';

/** What the screen shows for a settled state. */
export interface VerifyView {
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
  /** Error states offer 'Resend confirmation email', except when the account is already verified. */
  offerResend: boolean;
}

/** The state of a settled `verifyUser` call: its answer, or the error it failed with. */
export function verifyStateOf(outcome: { verified: boolean } | { error: unknown }): VerifyState {
  if ('verified' in outcome) return outcome.verified ? 'success' : 'failed';
  switch (errorCode(outcome.error)) {
    case 'TOKEN_EXPIRED':
      return 'expired';
    case 'INVALID_TOKEN':
      return 'invalid';
    case 'ALREADY_VERIFIED':
      return 'alreadyVerified';
    default:
      return 'failed';
  }
}

export const VERIFY_VIEWS: Record<Exclude<VerifyState, 'loading'>, VerifyView> = {
  success: {
    tone: 'success',
    title: 'Email Verified',
    message: 'Your email address has been confirmed. You can now log in.',
    offerResend: false,
  },
  expired: {
    tone: 'error',
    title: 'Link Expired',
    message: 'This confirmation link has expired. Please request a new one.',
    offerResend: true,
  },
  invalid: {
    tone: 'error',
    title: 'Invalid Link',
    message: 'This confirmation link is not valid. It may have been replaced by a newer one.',
    offerResend: true,
  },
  alreadyVerified: {
    tone: 'info',
    title: 'Already Verified',
    message: 'Your email address is already verified. Please log in.',
    offerResend: false,
  },
  failed: {
    tone: 'error',
    title: 'Verification Failed',
    message: 'Unable to verify your email address.',
    offerResend: true,
  },
  noToken: {
    tone: 'error',
    title: 'Invalid Verification Link',
    message: 'The link has no verification token. Please use the link from the email.',
    offerResend: true,
  },
};
