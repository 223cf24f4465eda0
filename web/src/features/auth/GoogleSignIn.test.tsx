import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GoogleIdentity } from '../../lib/auth/googleIdentity';
import { apiError, demoUser, renderApp, sentOperations, type Answer } from '../../test/renderApp';

/** A stand-in for Google's script: records the callback so a test can play Google's part. */
function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const initialize = vi.fn<GoogleIdentity['initialize']>((options) => {
    callback = options.callback;
  });
  const renderButton = vi.fn<GoogleIdentity['renderButton']>((parent) => {
    parent.append(Object.assign(document.createElement('div'), { textContent: 'Google' }));
  });
  const identity: GoogleIdentity = { initialize, renderButton };
  vi.stubGlobal('google', { accounts: { id: identity } });
  return {
    initialize,
    answer: (credential: string | undefined) => {
      act(() => callback?.({ credential }));
    },
  };
}

const withGoogle = { googleClientId: 'client-1.apps.googleusercontent.com' };

function renderWithGoogle(path: string, answer: Answer) {
  return renderApp(path, { config: withGoogle, handle: () => answer });
}

/** Google answers a bad token on `path`, which the API refuses: the alert that says so. */
async function failedGoogle(path: string) {
  const google = fakeGoogle();
  renderWithGoogle(path, apiError('Invalid token', 'UNAUTHENTICATED'));
  await screen.findByText('Google');
  google.answer('bad');
  return screen.findByRole('alert');
}

describe('Google sign-in', () => {
  it('renders Google’s button once a client id is configured', async () => {
    const google = fakeGoogle();
    renderWithGoogle('/login', { data: { logInWithGoogle: demoUser } });
    // The container is there before Google's script has drawn into it (on a loaded machine,
    // a moment later): wait for the button itself.
    const button = await screen.findByTestId('google-sign-in');
    await waitFor(() => expect(button).toHaveTextContent('Google'));
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: withGoogle.googleClientId }),
    );
  });

  it('signs in with the ID token Google hands back', async () => {
    const google = fakeGoogle();
    const { router, fetchMock } = renderWithGoogle('/login', {
      data: { logInWithGoogle: demoUser },
    });
    await screen.findByText('Google');
    google.answer('id-token-1');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      sentOperations(fetchMock).find((call) => call.name === 'LogInWithGoogle')?.variables,
    ).toEqual({ code: null, idToken: 'id-token-1' });
  });

  it("says 'Google authentication failed' when signing in with Google fails", async () => {
    expect(await failedGoogle('/login')).toHaveTextContent('Google authentication failed');
  });

  it("says 'Registration failed' when signing up with Google fails", async () => {
    expect(await failedGoogle('/register')).toHaveTextContent('Registration failed');
  });
  it("titles a failed Google sign-in 'Login Failed', with 'Google authentication failed' under it", async () => {
    const alert = await failedGoogle('/login');
    expect(within(alert).getByText('Login Failed')).toBeInTheDocument();
    expect(within(alert).getByText('Google authentication failed')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Invalid token');
  });

  it("titles a failed Google sign-up 'Registration failed'", async () => {
    const alert = await failedGoogle('/register');
    expect(within(alert).getByText('Registration failed')).toBeInTheDocument();
    expect(within(alert).getByText('Google authentication failed')).toBeInTheDocument();
  });

  it('says the same when Google hands back no token, without asking the API', async () => {
    const google = fakeGoogle();
    const { fetchMock } = renderWithGoogle('/login', { data: { logInWithGoogle: demoUser } });
    await screen.findByText('Google');
    google.answer(undefined);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login Failed')).toBeInTheDocument();
    expect(within(alert).getByText('Google authentication failed')).toBeInTheDocument();
    expect(sentOperations(fetchMock).map((call) => call.name)).not.toContain('LogInWithGoogle');
  });

  it("passes on the API's rate-limit message, which says when to try again", async () => {
    const google = fakeGoogle();
    renderWithGoogle(
      '/login',
      apiError('Too many attempts; try again in 5 minutes', 'RATE_LIMITED'),
    );
    await screen.findByText('Google');
    google.answer('id-token-1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login Failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('Too many attempts; try again in 5 minutes'),
    ).toBeInTheDocument();
  });
});
