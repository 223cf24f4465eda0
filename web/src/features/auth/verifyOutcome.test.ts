import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql/client';
import { VERIFY_VIEWS, verifyStateOf } from './verifyOutcome';

const failure = (code?: string) =>
  new GraphQLRequestError('nope', [{ message: 'nope', extensions: code ? { code } : {} }], 200);

describe('verifyStateOf', () => {
  it('maps the answer and each error code to its outcome', () => {
    expect(verifyStateOf({ verified: true })).toBe('success');
    expect(verifyStateOf({ verified: false })).toBe('failed');
    expect(verifyStateOf({ error: failure('TOKEN_EXPIRED') })).toBe('expired');
    expect(verifyStateOf({ error: failure('INVALID_TOKEN') })).toBe('invalid');
    expect(verifyStateOf({ error: failure('ALREADY_VERIFIED') })).toBe('alreadyVerified');
  });

  it('treats any other failure, a network one included, as failed', () => {
    expect(verifyStateOf({ error: failure('INTERNAL') })).toBe('failed');
    expect(verifyStateOf({ error: failure() })).toBe('failed');
    expect(verifyStateOf({ error: new TypeError('Failed to fetch') })).toBe('failed');
  });
});

describe('VERIFY_VIEWS', () => {
  it('uses the titles of SPEC §8', () => {
    expect(VERIFY_VIEWS.expired.title).toBe('Link Expired');
    expect(VERIFY_VIEWS.invalid.title).toBe('Invalid Link');
    expect(VERIFY_VIEWS.alreadyVerified.title).toBe('Already Verified');
    expect(VERIFY_VIEWS.failed).toMatchObject({
      title: 'Verification Failed',
      message: 'Unable to verify your email address.',
    });
    expect(VERIFY_VIEWS.noToken.title).toBe('Invalid Verification Link');
  });

  it('shows already verified as info, without the resend link', () => {
    expect(VERIFY_VIEWS.alreadyVerified).toMatchObject({ tone: 'info', offerResend: false });
    for (const state of ['expired', 'invalid', 'failed', 'noToken'] as const) {
      expect(VERIFY_VIEWS[state]).toMatchObject({ tone: 'error', offerResend: true });
    }
  });
});
