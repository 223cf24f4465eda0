import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, sentOperations } from '../../test/renderApp';

describe('/verify-sign-up', () => {
  it('verifies the token once and says so', async () => {
    const { fetchMock } = renderApp('/verify-sign-up/tok-ok', {
      handle: (name) => (name === 'VerifyUser' ? { data: { verifyUser: true } } : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Resend confirmation email' }),
    ).not.toBeInTheDocument();
    expect(sentOperations(fetchMock).filter((call) => call.name === 'VerifyUser')).toEqual([
      { name: 'VerifyUser', variables: { token: 'tok-ok' } },
    ]);
  });

  it('offers a new link when the token expired', async () => {
    renderApp('/verify-sign-up/tok-old', {
      handle: () => apiError('The link has expired.', 'TOKEN_EXPIRED'),
    });
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend confirmation email' })).toHaveAttribute(
      'href',
      '/resend-signup-token',
    );
  });

  it('sends an already verified account to log in, without a resend link', async () => {
    renderApp('/verify-sign-up/tok-again', {
      handle: () => apiError('Already verified.', 'ALREADY_VERIFIED'),
    });
    expect(await screen.findByRole('heading', { name: 'Already Verified' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Resend confirmation email' }),
    ).not.toBeInTheDocument();
  });

  it('says the link is invalid when it has no token', async () => {
    const { fetchMock } = renderApp('/verify-sign-up');
    expect(
      await screen.findByRole('heading', { name: 'Invalid Verification Link' }),
    ).toBeInTheDocument();
    expect(sentOperations(fetchMock).map((call) => call.name)).toEqual(['CheckIfLoggedIn']);
  });
});
