import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, sentOperations } from '../../test/renderApp';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/forgot-password', () => {
  it("asks for a valid email, then shows the 'check your email' card", async () => {
    renderApp('/forgot-password', {
      handle: (name) =>
        name === 'ForgotPassword' ? { data: { forgotPassword: true } } : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');

    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  });

  it("says 'Failed to send reset link' when the API answers false", async () => {
    renderApp('/forgot-password', { handle: () => ({ data: { forgotPassword: false } }) });
    await screen.findByRole('heading', { name: 'Forgot password' });
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
  });
});

describe('/reset-password/{token}', () => {
  it('sets the new password with the token and goes to /login', async () => {
    const { router, fetchMock } = renderApp('/reset-password/tok-1', {
      handle: () => ({ data: { changePasswordWithToken: true } }),
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    fill('New password', 'Brand-new-1');
    fill('Confirm password', 'Brand-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByText('Password has been updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      sentOperations(fetchMock).find((call) => call.name === 'ChangePasswordWithToken')?.variables,
    ).toEqual({ newPassword: 'Brand-new-1', token: 'tok-1' });
  });

  it('applies the password rules', async () => {
    renderApp('/reset-password/tok-1');
    await screen.findByRole('heading', { name: 'Set a new password' });
    fill('New password', 'brand-new');
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveTextContent(
      'A number: not met yet',
    );
    fill('Confirm password', 'brand-neW');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must contain at least one number and one uppercase letter',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it("shows the server's first message in an alert", async () => {
    renderApp('/reset-password/tok-old', {
      handle: () => apiError('The link has expired.', 'TOKEN_EXPIRED'),
    });
    await screen.findByRole('heading', { name: 'Set a new password' });
    fill('New password', 'Brand-new-1');
    fill('Confirm password', 'Brand-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired.');
  });
});

describe('/resend-signup-token', () => {
  it('confirms the email was sent', async () => {
    renderApp('/resend-signup-token', { handle: () => ({ data: { resendSignUpToken: true } }) });
    await screen.findByRole('heading', { name: 'Resend confirmation email' });
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
    expect(
      await screen.findByText('Confirmation email sent! Please check your email.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Failed to send confirmation email'", async () => {
    renderApp('/resend-signup-token', { handle: () => ({ errors: [] }) });
    await screen.findByRole('heading', { name: 'Resend confirmation email' });
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send confirmation email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send confirmation email');
  });
});
