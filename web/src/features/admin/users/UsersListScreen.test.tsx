import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAdmin, renderApp } from '../../../test/renderApp';

const users = Array.from({ length: 45 }, (_, index) => ({
  id: `user-${index + 1}`,
  name: `Person ${index + 1}`,
  email: `person${index + 1}@example.com`,
  role: index === 0 ? 'ADMIN' : 'USER',
  createdAt: Date.UTC(2025, 0, 1),
  isVerified: index % 2 === 0,
}));

function renderList() {
  return renderApp('/admin/users', {
    session: demoAdmin,
    handle: (name) => (name === 'AdminUsers' ? { data: { users } } : undefined),
  });
}

const cards = () => within(screen.getByRole('list')).getAllByRole('article');

describe('/admin/users', () => {
  it('shows 20 users per page with the total text', async () => {
    renderList();
    expect(await screen.findByText('1-20 of 45 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/user/new');
  });

  it('links each card to its view and edit screens', async () => {
    renderList();
    await screen.findByText('1-20 of 45 items');
    const first = within(screen.getByRole('article', { name: 'Person 1' }));
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/user/user-1');
    expect(first.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/user/edit/user-1',
    );
    expect(first.getByText('person1@example.com')).toBeInTheDocument();
  });

  it('pages forward and changes the page size', async () => {
    renderList();
    await screen.findByText('1-20 of 45 items');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('21-40 of 45 items')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('41-45 of 45 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Items per page'), { target: { value: '50' } });
    expect(screen.getByText('1-45 of 45 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(45);
  });
});

describe('/admin/users search', () => {
  it('narrows the list to the users whose name or email matches', async () => {
    renderList();
    await screen.findByText('1-20 of 45 items');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'person4' },
    });
    expect(screen.getByText('1-7 of 7 items')).toBeInTheDocument();
    expect(cards()).toHaveLength(7);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText('No user matches “nobody”')).toBeInTheDocument();
  });
});
