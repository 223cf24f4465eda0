import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  demoAdmin,
  renderApp,
  sentOperations,
  type Answer,
} from '../../../test/renderApp';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'USER',
  createdAt: Date.UTC(2025, 0, 15),
  isVerified: false,
};

function renderEdit(answers: Record<string, Answer>) {
  return renderApp('/admin/user/edit/u1', {
    session: demoAdmin,
    handle: (name) => answers[name] ?? (name === 'AdminUser' ? { data: { user: ada } } : undefined),
  });
}

describe('/admin/user/edit/{id}', () => {
  it("shows the admin form's messages", async () => {
    renderEdit({});
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(name).toHaveAccessibleDescription('Please input user name!');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email!',
    );
  });

  it('saves the role and verified flag, then shows the user', async () => {
    const { router, fetchMock } = renderEdit({
      UserUpdate: { data: { userUpdate: { ...ada, role: 'ADMIN', isVerified: true } } },
    });
    fireEvent.change(await screen.findByLabelText('Role'), { target: { value: 'ADMIN' } });
    fireEvent.click(screen.getByLabelText('Verified'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/u1'));
    expect(sentOperations(fetchMock).find((call) => call.name === 'UserUpdate')?.variables).toEqual(
      { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'ADMIN', isVerified: true },
    );
  });

  it('says so when the update fails', async () => {
    renderEdit({ UserUpdate: apiError('Email has already been taken', 'CONFLICT') });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update user. Please check all fields.',
    );
  });

  it('asks before deleting, and says so when the delete fails', async () => {
    const { fetchMock } = renderEdit({ UserDelete: apiError('Not allowed', 'FORBIDDEN') });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(sentOperations(fetchMock).map((call) => call.name)).not.toContain('UserDelete');

    fireEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user');
  });

  it("says 'User not found' for an unknown id", async () => {
    renderEdit({ AdminUser: { data: { user: null } } });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('does not offer an admin to drop their own admin role or delete their own account', async () => {
    const me = {
      ...ada,
      id: demoAdmin.id,
      name: demoAdmin.name,
      email: demoAdmin.email,
      role: 'ADMIN',
    };
    renderApp(`/admin/user/edit/${demoAdmin.id}`, {
      session: demoAdmin,
      handle: (name) => (name === 'AdminUser' ? { data: { user: me } } : undefined),
    });
    expect(
      await screen.findByText('Role: ADMIN. You cannot remove your own admin role.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
