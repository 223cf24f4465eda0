import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, sentOperations, type Answer } from '../../test/renderApp';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm() {
  await screen.findByRole('heading', { name: 'Create account' });
  fill('Name', 'Ada Lovelace');
  fill('Email', 'ada@example.com');
  fill('Password', 'Engine-1843');
  fill('Confirm password', 'Engine-1843');
  fireEvent.click(screen.getByLabelText(/I accept the/));
}

/** Registers with a valid form, which the API answers with `refusal`. */
async function registerRefused(refusal: Answer) {
  renderApp('/register', { handle: () => refusal });
  await fillValidForm();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('/register', () => {
  it('ties every sign-up message to its field', async () => {
    renderApp('/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(screen.getByLabelText(/I accept the/)).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );

    fill('Password', 'engine-1843');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter',
    );
    fill('Confirm password', 'Engine-1843');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('lists every password rule up front and ticks each one as it is met', async () => {
    renderApp('/register');
    const rules = await screen.findByRole('list', { name: 'Password rules' });
    const states = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(states()).toEqual([
      'At least 8 characters: not met yet',
      'A number: not met yet',
      'A lowercase letter: not met yet',
      'An uppercase letter: not met yet',
    ]);

    fill('Password', 'engine-1');
    expect(states()).toEqual([
      'At least 8 characters: met',
      'A number: met',
      'A lowercase letter: met',
      'An uppercase letter: not met yet',
    ]);
    // The field names the rule it breaks, in the spec's words.
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must contain at least one uppercase letter',
    );

    fill('Password', 'Engine-1');
    expect(states().every((state) => state.endsWith(': met'))).toBe(true);
  });

  it('links the terms checkbox to the terms page', async () => {
    renderApp('/register');
    expect(await screen.findByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms.html',
    );
  });

  it("shows 'Check your email' after signing up", async () => {
    const { fetchMock } = renderApp('/register', {
      handle: (name) => (name === 'SignUp' ? { data: { signUp: 'ada@example.com' } } : undefined),
    });
    await fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(
      screen.getByText('Registration successful! Please check your email.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(sentOperations(fetchMock).find((call) => call.name === 'SignUp')?.variables).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Engine-1843',
    });
  });

  it('puts a taken email on the email field and toasts the failure', async () => {
    await registerRefused(apiError('Email has already been taken', 'CONFLICT'));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email has already been taken');
    fill('Email', 'ada2@example.com');
    expect(email).not.toHaveAccessibleDescription();
  });

  it("shows any other server message above the form, with the 'Registration failed' toast", async () => {
    await registerRefused(
      apiError('Too many attempts. Please try again in 5 minutes.', 'RATE_LIMITED'),
    );
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many attempts. Please try again in 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });
});
