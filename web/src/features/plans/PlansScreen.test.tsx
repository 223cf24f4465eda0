import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  demoAdmin,
  demoUser,
  renderApp,
  sentOperations,
  type OperationHandler,
} from '../../test/renderApp';

const plan = (index: number, extra: object = {}) => ({
  id: `plan-${index}`,
  title: `Plan ${index}`,
  image: `/media/plan-${index}.svg`,
  isHidden: false,
  isModular: false,
  isManufactured: false,
  fixPrice: 0,
  planCost: 1500,
  photos: [],
  meta: {
    type: 'HOUSE',
    width: 20,
    length: 30,
    bedroomCount: 2,
    bathroomCount: 1,
    totalArea: 560,
    outerArea: 600,
  },
  ...extra,
});

const adminFields = { url: '', decorId: 'd-1', planId: '', planSVG: '<svg/>' };

function catalogue(items: object[], totalCount: number): OperationHandler {
  return (name, variables) => {
    if (name === 'CataloguePlans') return { data: { plans: { items, totalCount } } };
    if (name === 'CatalogueEstimates') {
      const ids = variables.ids as string[];
      const price = { min: 150000, max: 190000 };
      return { data: { planEstimates: ids.map((planId) => ({ planId, price })) } };
    }
    if (name === 'CatalogueContractors') {
      return { data: { contractors: [{ id: 'c-1', name: 'Heartland Modular' }] } };
    }
    return undefined;
  };
}

const catalogueCalls = (fetchMock: Parameters<typeof sentOperations>[0]) =>
  sentOperations(fetchMock).filter((call) => call.name === 'CataloguePlans');

describe('/plans', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/plans');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the plans the URL filters by, and shows them as cards', async () => {
    const items = [plan(1), plan(2, { isModular: true, fixPrice: 99000, title: 'Urban Box 480' })];
    const { fetchMock } = renderApp('/plans?bedrooms=2&area=600-700&maxWidth=24', {
      session: demoUser,
      handle: catalogue(items, 12),
    });

    const card = await screen.findByRole('article', { name: 'Plan 1' });
    expect(within(card).getByText('2 BD / 1 BATH')).toBeInTheDocument();
    expect(within(card).getByText('600 SQ FT')).toBeInTheDocument();
    expect(within(card).getByText("20' × 30'")).toBeInTheDocument();
    // The same label and figure as the plan page's headline: the estimate, or the fixed price.
    await waitFor(() =>
      expect(within(card).getByTestId('card-price')).toHaveTextContent(
        'Estimated cost $150,000 – $190,000',
      ),
    );
    // One request for the page's estimates, for the plans priced by their estimate only.
    expect(sentOperations(fetchMock).filter((call) => call.name === 'CatalogueEstimates')).toEqual([
      expect.objectContaining({ variables: { ids: ['plan-1'] } }),
    ]);
    expect(within(card).getByRole('link', { name: 'Plan 1' })).toHaveAttribute(
      'href',
      '/plan/plan-1',
    );
    expect(
      within(screen.getByRole('article', { name: 'Urban Box 480' })).getByTestId('card-price'),
    ).toHaveTextContent('Starting from $99,000');
    expect(screen.getByText('1-10 of 12 items')).toBeInTheDocument();

    expect(catalogueCalls(fetchMock).at(-1)?.variables).toEqual({
      admin: false,
      filters: {
        page: 1,
        pageSize: 10,
        meta: { maxWidth: 24, bedroomCount: [2], areaBands: [{ min: 600, max: 700 }] },
      },
    });
    const bedrooms = screen.getByRole('group', { name: 'Bedrooms' });
    expect(within(bedrooms).getByLabelText('2')).toBeChecked();
    expect(screen.getByLabelText('Max width')).toHaveValue(24);
  });

  it('keeps the admin filters and card extras from a user', async () => {
    renderApp('/plans?contractor=c-1&hidden=true', {
      session: demoUser,
      handle: catalogue([plan(1)], 1),
    });
    const card = await screen.findByRole('article', { name: 'Plan 1' });
    expect(screen.queryByRole('group', { name: 'Admin filters' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Configurator')).not.toBeInTheDocument();
  });

  it('writes a chosen filter into the URL and goes back to the first page', async () => {
    const { router, fetchMock } = renderApp('/plans?page=2', {
      session: demoUser,
      handle: catalogue([plan(1)], 15),
    });
    await screen.findByRole('article', { name: 'Plan 1' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Bedrooms' })).getByLabelText('Studio'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?bedrooms=0'));
    await waitFor(() =>
      expect(catalogueCalls(fetchMock).at(-1)?.variables).toMatchObject({
        filters: { page: 1, meta: { bedroomCount: [0] } },
      }),
    );
  });

  it('applies a width bound as it is typed, without leaving the field', async () => {
    const { router, fetchMock } = renderApp('/plans', {
      session: demoUser,
      handle: catalogue([plan(1)], 1),
    });
    await screen.findByRole('article', { name: 'Plan 1' });
    const minWidth = screen.getByLabelText('Min width');
    minWidth.focus();
    fireEvent.change(minWidth, { target: { value: '2' } });
    fireEvent.change(minWidth, { target: { value: '20' } });

    await waitFor(() => expect(router.state.location.search).toBe('?minWidth=20'));
    await waitFor(() =>
      expect(catalogueCalls(fetchMock).at(-1)?.variables).toMatchObject({
        filters: { meta: { minWidth: 20 } },
      }),
    );
    // Typing on is not interrupted, and the half-typed '2' was never asked for.
    expect(screen.getByLabelText('Min width')).toHaveFocus();
    expect(screen.getByLabelText('Min width')).toHaveValue(20);
    expect(
      catalogueCalls(fetchMock).some(
        (call) =>
          (call.variables as { filters: { meta?: { minWidth?: number } } }).filters.meta
            ?.minWidth === 2,
      ),
    ).toBe(false);
  });

  it('pages through the URL', async () => {
    const { router } = renderApp('/plans?bathrooms=1', {
      session: demoUser,
      handle: catalogue([plan(1)], 25),
    });
    await screen.findByText('1-10 of 25 items');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?bathrooms=1&page=2'));
    expect(await screen.findByText('11-20 of 25 items')).toBeInTheDocument();
  });

  it("says 'Plans not found' when nothing matches", async () => {
    renderApp('/plans?bedrooms=4', { session: demoUser, handle: catalogue([], 0) });
    expect(await screen.findByText('Plans not found')).toBeInTheDocument();
  });

  it('gives admins their filters, the type, completeness and management links', async () => {
    const { fetchMock } = renderApp('/plans?contractor=c-1&type=shed&hidden=true', {
      session: demoAdmin,
      handle: catalogue(
        [
          plan(1, {
            ...adminFields,
            isHidden: true,
            meta: { ...plan(1).meta, type: 'SHED' },
            photos: [
              { original: '/a.svg', isPublish: true, isPrimary: false, compressed: null },
              { original: '/b.svg', isPublish: true, isPrimary: false, compressed: null },
            ],
          }),
        ],
        1,
      ),
    });
    const card = await screen.findByRole('article', { name: 'Plan 1' });
    expect(within(card).getByText('shed')).toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    const indicators = within(within(card).getByRole('list', { name: 'Completeness' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(indicators).toEqual([
      'Configurator: missing',
      'Decor: yes',
      'Plan: yes',
      'Renders: yes',
      'Visualizations: missing',
    ]);
    expect(within(card).getByRole('link', { name: 'Admin View' })).toHaveAttribute(
      'href',
      '/admin/plan/view/plan-1',
    );
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/plan/edit/plan-1',
    );

    const adminFilters = screen.getByRole('group', { name: 'Admin filters' });
    await waitFor(() =>
      expect(within(adminFilters).getByLabelText('Contractor')).toHaveValue('c-1'),
    );
    expect(within(adminFilters).getByLabelText('Type')).toHaveValue('SHED');
    expect(within(adminFilters).getByLabelText('Hidden')).toHaveValue('true');
    expect(catalogueCalls(fetchMock).at(-1)?.variables).toEqual({
      admin: true,
      filters: {
        page: 1,
        pageSize: 10,
        meta: { type: 'SHED' },
        contractorId: 'c-1',
        isHidden: true,
      },
    });
  });
});
