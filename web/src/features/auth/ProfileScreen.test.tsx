import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, demoUser, renderApp } from '../../test/renderApp';

describe('/user/profile', () => {
  it('shows name, email, the local registration date and the verified badge', async () => {
    renderApp('/user/profile', { session: demoUser });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(main.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(main.getByText('ada@example.com')).toBeInTheDocument();
    expect(main.getByText('Verified')).toBeInTheDocument();
    expect(main.getByText(new Date(demoUser.createdAt).toLocaleDateString())).toBeInTheDocument();
  });

  it('serves /user too, and sends a signed-out visitor to /login', async () => {
    const { router } = renderApp('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out: the session ends, the visitor lands on /login with a toast', async () => {
    const { router } = renderApp('/user/profile', {
      session: demoUser,
      handle: (name) => (name === 'LogOut' ? { data: { logOut: true } } : undefined),
    });
    const main = within(await screen.findByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("keeps the session and toasts the server's message when logout fails", async () => {
    const { router } = renderApp('/user/profile', {
      session: demoUser,
      handle: () => apiError('Service unavailable', 'INTERNAL'),
    });
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    fireEvent.click(menu.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(router.state.location.pathname).toBe('/user/profile');
  });
});
