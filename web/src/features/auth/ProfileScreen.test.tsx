import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, demoUser, renderApp, type Answer } from '../../test/renderApp';

const NO_ORDERS: Answer = { data: { mySitePlanOrders: { totalCount: 0, items: [] } } };

const order = (id: string, planTitle: string, status: string, extra: object = {}) => ({
  id,
  planId: `plan-${id}`,
  mapResultId: null,
  planTitle,
  address: '',
  price: 1200,
  status,
  createdAt: Date.UTC(2025, 5, 2, 12),
  updatedAt: Date.UTC(2025, 5, 2, 12),
  ...extra,
});

describe('/user/profile', () => {
  it('shows name, email, the local registration date and the verified badge', async () => {
    renderApp('/user/profile', {
      session: demoUser,
      handle: (name) => (name === 'MySitePlanOrders' ? NO_ORDERS : undefined),
    });
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
      handle: (name) =>
        name === 'LogOut'
          ? { data: { logOut: true } }
          : name === 'MySitePlanOrders'
            ? NO_ORDERS
            : undefined,
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
      handle: (name) =>
        name === 'MySitePlanOrders' ? NO_ORDERS : apiError('Service unavailable', 'INTERNAL'),
    });
    const menu = within(await screen.findByRole('navigation', { name: 'Main' }));
    fireEvent.click(menu.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('lists the site plans the homeowner ordered, with price, date and status', async () => {
    const orders = [
      order('o2', 'The Finch', 'IN_PROGRESS', {
        mapResultId: 'map-7',
        address: '12 Elm Street, Springfield, IL',
        price: 1350,
      }),
      order('o1', 'The Wren', 'RECEIVED'),
      order('o0', 'The Lark', 'DELIVERED'),
    ];
    renderApp('/user/profile', {
      session: demoUser,
      handle: (name, variables) =>
        name === 'MySitePlanOrders' && variables.page === 1
          ? { data: { mySitePlanOrders: { totalCount: 3, items: orders } } }
          : undefined,
    });
    const section = within(await screen.findByRole('region', { name: 'Site plan orders' }));
    const finch = within(await section.findByRole('article', { name: 'The Finch' }));
    expect(finch.getByText('In progress')).toBeInTheDocument();
    expect(finch.getByText('12 Elm Street, Springfield, IL')).toBeInTheDocument();
    expect(finch.getByText('$1,350')).toBeInTheDocument();
    expect(
      finch.getByText(`Ordered ${new Date(Date.UTC(2025, 5, 2, 12)).toLocaleDateString()}`),
    ).toBeInTheDocument();
    expect(finch.getByRole('link', { name: 'The Finch' })).toHaveAttribute(
      'href',
      '/plan/plan-o2/map-7',
    );
    const wren = within(section.getByRole('article', { name: 'The Wren' }));
    expect(wren.getByText('Received')).toBeInTheDocument();
    expect(wren.getByText('Address is empty')).toBeInTheDocument();
    expect(wren.getByText('$1,200')).toBeInTheDocument();
    expect(
      within(section.getByRole('article', { name: 'The Lark' })).getByText('Delivered'),
    ).toBeInTheDocument();
  });

  it('says so when the homeowner has not ordered a site plan', async () => {
    renderApp('/user/profile', {
      session: demoUser,
      handle: (name) => (name === 'MySitePlanOrders' ? NO_ORDERS : undefined),
    });
    const section = within(await screen.findByRole('region', { name: 'Site plan orders' }));
    expect(
      await section.findByText(
        "You have not ordered a site plan yet. Order one from a plan's page.",
      ),
    ).toBeInTheDocument();
  });
});
