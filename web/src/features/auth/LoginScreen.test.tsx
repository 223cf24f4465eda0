import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, demoAdmin, demoUser, renderApp, sentOperations } from '../../test/renderApp';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/login', () => {
  it('shows each validation message under its field and does not call the API', async () => {
    const { fetchMock } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password',
    );

    fill('Email', 'ada@example');
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(sentOperations(fetchMock).map((call) => call.name)).toEqual(['CheckIfLoggedIn']);
  });

  it('logs in with remember-me, toasts and goes back to the page the guard remembered', async () => {
    const { router, fetchMock } = renderApp('/admin', {
      handle: (name) => (name === 'LogIn' ? { data: { logIn: demoAdmin } } : undefined),
    });
    await screen.findByRole('heading', { name: 'Log in' });
    fill('Email', ' grace@example.com ');
    fill('Password', 'Secret-pass1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(sentOperations(fetchMock).find((call) => call.name === 'LogIn')?.variables).toEqual({
      email: 'grace@example.com',
      password: 'Secret-pass1',
      rememberMe: true,
    });
  });

  it("toasts the server's message when the login is refused", async () => {
    renderApp('/login', {
      handle: () => apiError('Invalid email or password.', 'UNAUTHENTICATED'),
    });
    await screen.findByRole('heading', { name: 'Log in' });
    fill('Email', 'ada@example.com');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it("says 'Login failed' when the server gives no reason, and offers resend when unverified", async () => {
    let answer = { errors: [] as { message: string; extensions?: object }[] };
    renderApp('/login', { handle: () => answer });
    await screen.findByRole('heading', { name: 'Log in' });
    fill('Email', 'ada@example.com');
    fill('Password', 'whatever');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');

    answer = apiError('Please confirm your email before logging in.', 'FORBIDDEN') as typeof answer;
    // The refusal is said while the form still settles: the button takes a click once enabled.
    const logIn = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(logIn).toBeEnabled());
    fireEvent.click(logIn);
    expect(
      await screen.findByRole('link', { name: 'Resend confirmation email' }),
    ).toBeInTheDocument();
  });

  it('keeps a USER whom the admin guard sent here on the form, to switch accounts', async () => {
    const { router } = renderApp('/admin', { session: demoUser });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(/Your account cannot open that page/)).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the map', async () => {
    const { router } = renderApp('/login', { session: demoUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('hides the Google button unless the deployment configured a client id', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Register' }),
    ).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
