import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query/queryClient';
import { deferred, stubApi } from '../test/fakeApi';
import { App } from './App';
import { appRoutes } from './routes';

const anonymous = { data: { checkIfLoggedIn: null } };

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<App router={router} queryClient={createQueryClient({ retry: false })} />);
  return router;
}

describe('App start', () => {
  it('shows the loading spinner until the first login check answers', async () => {
    const answer = deferred<unknown>();
    stubApi(() => answer.promise);
    renderAt('/tools');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await act(async () => {
      answer.resolve(anonymous);
      await answer.promise;
    });

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    // The screen's code, not fetched at start here, comes after it.
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument(),
    );
  });

  it("waits for the first screen's code as well, and takes the login check it was given", async () => {
    const fetchMock = stubApi(() => Promise.resolve(anonymous));
    const code = deferred<unknown>();
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/tools'] });
    const startup = { loginCheck: Promise.resolve(null), firstScreen: code.promise };
    render(<App router={router} queryClient={createQueryClient()} startup={startup} />);

    await act(() => startup.loginCheck);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    await act(async () => {
      code.resolve(undefined);
      await code.promise;
    });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    const bodies = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(
      bodies.filter((body) => typeof body === 'string' && body.includes('CheckIfLoggedIn')),
    ).toEqual([]);
  });

  it('treats a failing login check as logged out, without a message', async () => {
    stubApi(() => Promise.reject(new Error('network down')));
    renderAt('/tools');

    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends CheckIfLoggedIn with cookies', async () => {
    const fetchMock = stubApi(() => Promise.resolve(anonymous));
    renderAt('/tools');
    await screen.findByRole('banner');

    const [url, init] = fetchMock.mock.calls.find(([input]) => input === '/graphql') ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toContain('mutation CheckIfLoggedIn');
  });
});

describe('routes', () => {
  it('shows the not-found screen for an unknown route', async () => {
    stubApi(() => Promise.resolve(anonymous));
    renderAt('/no/such/page');
    expect(
      await screen.findByText('Sorry, the page you visited does not found.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /admin to /login, remembering where they came from', async () => {
    stubApi(() => Promise.resolve(anonymous));
    const router = renderAt('/admin/users');

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/users' } });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin into /admin and shows the section cards', async () => {
    stubApi(() =>
      Promise.resolve({
        data: {
          checkIfLoggedIn: {
            id: 'a1',
            name: 'Admin',
            email: 'admin@example.com',
            role: 'ADMIN',
            isVerified: true,
            createdAt: 0,
          },
        },
      }),
    );
    renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/contractors',
      '/admin/plans',
      '/admin/products-of-configurators',
      '/admin/users',
      '/admin/plans-lists',
      '/admin/directories',
      '/admin/site-visits',
      '/admin/site-plan-orders',
      '/admin/parcel-sources',
      '/admin/rule-sets',
      '/admin/api-keys',
    ]);
    expect(links[2]).toHaveTextContent('All products');
  });
});
