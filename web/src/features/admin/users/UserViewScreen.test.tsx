import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAdmin, renderApp } from '../../../test/renderApp';

describe('/admin/user/{id}', () => {
  it("shows the user with 'Edit User' and 'Back to List'", async () => {
    renderApp('/admin/user/u1', {
      session: demoAdmin,
      handle: () => ({
        data: {
          user: {
            id: 'u1',
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            role: 'USER',
            createdAt: Date.UTC(2025, 0, 15),
            isVerified: true,
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit User' })).toHaveAttribute(
      'href',
      '/admin/user/edit/u1',
    );
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it("says 'User not found' when there is no such user", async () => {
    renderApp('/admin/user/nobody', {
      session: demoAdmin,
      handle: () => ({ data: { user: null } }),
    });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it("the create screen only says 'this feature is coming soon!'", async () => {
    renderApp('/admin/user/new', { session: demoAdmin });
    expect(await screen.findByText('this feature is coming soon!')).toBeInTheDocument();
  });
});
