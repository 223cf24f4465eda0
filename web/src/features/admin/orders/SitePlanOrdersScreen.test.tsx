import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  demoAdmin,
  renderApp,
  sentOperations,
  type OperationHandler,
} from '../../../test/renderApp';

const order = (index: number, status: string) => ({
  id: `o-${index}`,
  customerName: `Customer ${index}`,
  customerEmail: `customer${index}@example.com`,
  planId: 'plan-1',
  mapResultId: null,
  planTitle: `Plan ${index}`,
  address: index === 1 ? '12 Elm Street, Springfield, IL' : '',
  price: 1200,
  status,
  createdAt: Date.UTC(2025, 5, 2, 12),
  updatedAt: Date.UTC(2025, 5, 2, 12),
});

const ALL = Array.from({ length: 25 }, (_, index) =>
  order(index + 1, index === 1 ? 'IN_PROGRESS' : index === 2 ? 'DELIVERED' : 'RECEIVED'),
);

/** The API's side: filters by status and pages; advancing answers the order one status on. */
function api(advance?: OperationHandler): OperationHandler {
  return (name, variables) => {
    if (name === 'AdminSitePlanOrders') {
      const status = variables.status as string | null;
      const page = variables.page as number;
      const pageSize = variables.pageSize as number;
      const matching = ALL.filter((listed) => !status || listed.status === status);
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return { data: { sitePlanOrders: { totalCount: matching.length, items } } };
    }
    return advance?.(name, variables);
  };
}

/** The table row of the order placed by `customer`. */
function row(customer: string) {
  const found = screen.getByText(customer).closest('tr');
  if (!found) throw new Error(`no row for ${customer}`);
  return within(found);
}

describe('/admin/site-plan-orders', () => {
  it('lists customer, plan, address, price, date and status, 20 a page', async () => {
    renderApp('/admin/site-plan-orders', { session: demoAdmin, handle: api() });
    expect(await screen.findByText('1-20 of 25 items')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    const first = row('Customer 1');
    expect(first.getByText('customer1@example.com')).toBeInTheDocument();
    expect(first.getByText('Plan 1')).toBeInTheDocument();
    expect(first.getByText('12 Elm Street, Springfield, IL')).toBeInTheDocument();
    expect(first.getByText('$1,200')).toBeInTheDocument();
    expect(
      first.getByText(new Date(Date.UTC(2025, 5, 2, 12)).toLocaleDateString()),
    ).toBeInTheDocument();
    expect(first.getByText('Received')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark in progress' })).toBeInTheDocument();
    expect(row('Customer 2').getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(row('Customer 3').queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21-25 of 25 items')).toBeInTheDocument();
    expect(screen.getByText('Customer 25')).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const { fetchMock } = renderApp('/admin/site-plan-orders', {
      session: demoAdmin,
      handle: api(),
    });
    await screen.findByText('1-20 of 25 items');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'DELIVERED' } });
    expect(await screen.findByText('1-1 of 1 items')).toBeInTheDocument();
    expect(screen.getByText('Customer 3')).toBeInTheDocument();
    expect(sentOperations(fetchMock)).toContainEqual({
      name: 'AdminSitePlanOrders',
      variables: { status: 'DELIVERED', page: 1, pageSize: 20 },
    });
  });

  it('moves an order to its next status and shows it in the row', async () => {
    const { fetchMock } = renderApp('/admin/site-plan-orders', {
      session: demoAdmin,
      handle: api((name, variables) =>
        name === 'SitePlanOrderAdvance' && variables.id === 'o-1'
          ? {
              data: {
                sitePlanOrderAdvance: {
                  ...order(1, 'IN_PROGRESS'),
                  updatedAt: Date.UTC(2025, 5, 3),
                },
              },
            }
          : undefined,
      ),
    });
    await screen.findByText('1-20 of 25 items');
    fireEvent.click(row('Customer 1').getByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(row('Customer 1').getByText('In progress')).toBeInTheDocument());
    expect(row('Customer 1').getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(sentOperations(fetchMock)).toContainEqual({
      name: 'SitePlanOrderAdvance',
      variables: { id: 'o-1' },
    });
  });

  it('says why an order cannot move on, and leaves the row as it was', async () => {
    renderApp('/admin/site-plan-orders', {
      session: demoAdmin,
      handle: api((name) =>
        name === 'SitePlanOrderAdvance'
          ? apiError('This order is already delivered.', 'CONFLICT')
          : undefined,
      ),
    });
    await screen.findByText('1-20 of 25 items');
    fireEvent.click(row('Customer 2').getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already delivered.');
    expect(row('Customer 2').getByText('In progress')).toBeInTheDocument();
  });
});
