import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  demoAdmin,
  renderApp,
  sentOperations,
  type OperationHandler,
} from '../../../test/renderApp';
import { adminPlanAnswer } from './adminPlanFixture';

const products = [
  {
    id: 'p1',
    name: 'Oak door',
    type: 'objects',
    avatar: { small: null },
    data: { price: 420, labor: 80 },
  },
  {
    id: 'p2',
    name: 'Cedar siding',
    type: 'materials',
    avatar: { small: null },
    data: { price: 12.5, labor: null },
  },
];

describe('/admin/products-of-configurators', () => {
  it('lists the products with View Product, filters by type, and is not creatable', async () => {
    const { fetchMock } = renderApp('/admin/products-of-configurators', {
      session: demoAdmin,
      handle: (name, variables) =>
        name === 'ProductsOfConfigurators'
          ? {
              data: {
                productsOfConfigurators: {
                  list: variables.type === 'MATERIALS' ? [products[1]] : products,
                },
              },
            }
          : undefined,
    });
    expect(await screen.findByText('1-2 of 2 items')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'View Product: Oak door' }));
    const dialog = screen.getByRole('dialog', { name: 'Oak door' });
    expect(within(dialog).getByText('$420')).toBeInTheDocument();
    expect(within(dialog).getByText('$80')).toBeInTheDocument();
    // The dialog's '×' and its Close button both close it.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'MATERIALS' } });
    expect(await screen.findByText('1-1 of 1 items')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cedar siding' })).toBeInTheDocument();
    expect(sentOperations(fetchMock).at(-1)?.variables).toEqual({ type: 'MATERIALS' });
  });

  it("says 'Products not found' when there are none", async () => {
    renderApp('/admin/products-of-configurators', {
      session: demoAdmin,
      handle: () => ({ data: { productsOfConfigurators: { list: [] } } }),
    });
    expect(await screen.findByText('Products not found')).toBeInTheDocument();
  });

  it('says why when the configurator service cannot answer', async () => {
    renderApp('/admin/products-of-configurators', {
      session: demoAdmin,
      handle: () =>
        apiError(
          'The 3D configurator service is not configured (CONFIGURATOR_URL).',
          'UNAVAILABLE',
        ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The 3D configurator service is not configured (CONFIGURATOR_URL).',
    );
  });
});

describe('/admin/plans-lists', () => {
  it('links each saved plan to its plan page and its user, with the address or its absence', async () => {
    renderApp('/admin/plans-lists', {
      session: demoAdmin,
      handle: (name) =>
        name === 'PlansLists'
          ? {
              data: {
                plansLists: {
                  totalCount: 1,
                  items: [
                    {
                      id: 'r1',
                      planId: 'plan-7',
                      planTitle: 'The Wren',
                      name: '',
                      address: '',
                      snapshot: '',
                      createdAt: Date.UTC(2026, 10, 1),
                      userId: 'u9',
                      user: { id: 'u9', name: 'Noor', email: 'noor@example.com' },
                    },
                  ],
                },
              },
            }
          : undefined,
    });
    const card = within(await screen.findByRole('article', { name: 'The Wren' }));
    expect(card.getByText('Address is empty')).toBeInTheDocument();
    expect(card.getByText('Noor · noor@example.com')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/plan/plan-7/r1');
    expect(card.getByRole('link', { name: 'User' })).toHaveAttribute('href', '/admin/user/u9');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the plan form', () => {
  const handle: OperationHandler = (name, variables) => {
    if (name === 'AdminContractors') return { data: { contractors: [] } };
    if (name === 'AreaValues') return { data: { directory: null } };
    if (name === 'FindConfigurator') {
      return variables.decorId === 'DEC-7'
        ? {
            data: {
              findConfigurator: [
                {
                  _id: 'CFG-1',
                  name: 'Wren standard',
                  product: 'The Wren',
                  createdAt: '2026-03-01T10:00:00Z',
                },
              ],
            },
          }
        : { data: { findConfigurator: [] } };
    }
    return undefined;
  };

  it("fills the link on view from the configurator finder's Add", async () => {
    renderApp('/admin/plan/new', {
      session: demoAdmin,
      handle,
      config: { configuratorAppUrl: 'https://3d.example/app/' },
    });
    fireEvent.change(await screen.findByLabelText('Decor ID'), { target: { value: 'DEC-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find configurator' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Find configurator' }));
    expect(await dialog.findByText('Wren standard')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Link on view')).toHaveValue('https://3d.example/app/CFG-1');
    expect(screen.getByLabelText('Plan ID')).toHaveValue('CFG-1');
  });

  it('keeps a saved plan from being sent without its main image', async () => {
    const { fetchMock } = renderApp('/admin/plan/new', { session: demoAdmin, handle });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Please upload main image')).toBeInTheDocument();
    expect(screen.getByText('Please select contractor')).toBeInTheDocument();
    expect(sentOperations(fetchMock).map((op) => op.name)).not.toContain('PlanCreate');
  });
});

describe('/admin/plan/{id}', () => {
  const plan = adminPlanAnswer({
    title: '',
    isHidden: true,
    fixPrice: 125000,
    photos: [
      {
        original: '/media/plans/a.jpg',
        isPublish: false,
        isPrimary: true,
        size: 1000,
        type: 'image/jpeg',
        compressed: null,
      },
    ],
    contractor: null,
  });

  it("shows SPEC's defaults and fallbacks, and says why a photo could not be downloaded", async () => {
    renderApp('/admin/plan/plan-1', {
      session: demoAdmin,
      handle: (name) => {
        if (name === 'AdminPlan') return { data: { plan } };
        if (name === 'AreaValuesByIds') return { data: { directoriesValuesByIds: [] } };
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Untitled Plan' })).toBeInTheDocument();
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configurator' })).toHaveAttribute('href', plan.url);
    expect(screen.getByText('No states selected')).toBeInTheDocument();
    expect(screen.getByText('No counties selected')).toBeInTheDocument();
    expect(screen.getByText('No cities selected')).toBeInTheDocument();
    expect(screen.getByText('No contractor')).toBeInTheDocument();
    expect(screen.getByText('$125,000')).toBeInTheDocument();
    expect(screen.getByText('Cover')).toBeInTheDocument();
    expect(screen.getByText('Unpublished')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download photo 1' }));
    expect(
      await screen.findByText('Error downloading photo: The server answered 404'),
    ).toBeInTheDocument();
  });

  it("labels a generated photo 'AI render' with a link to its source photo", async () => {
    const generated = {
      ...plan.photos[0],
      original: '/media/plans/a-4x.jpg',
      isPrimary: false,
      aiGenerated: true,
      sourcePhoto: '/media/plans/a.jpg',
      aiModel: 'Upscale image',
    };
    renderApp('/admin/plan/plan-1', {
      session: demoAdmin,
      handle: (name) => {
        if (name === 'AdminPlan')
          return { data: { plan: { ...plan, photos: [...plan.photos, generated] } } };
        if (name === 'AreaValuesByIds') return { data: { directoriesValuesByIds: [] } };
        return undefined;
      },
    });
    const photos = within(await screen.findByRole('list', { name: 'Photos' })).getAllByRole(
      'listitem',
    );
    expect(within(photos[0] as HTMLElement).queryByText('AI render')).not.toBeInTheDocument();
    const second = within(photos[1] as HTMLElement);
    expect(second.getByText('AI render')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Source photo' })).toHaveAttribute(
      'href',
      '/media/plans/a.jpg',
    );
  });

  it("says 'Plan not found'", async () => {
    renderApp('/admin/plan/nope', {
      session: demoAdmin,
      handle: (name) => (name === 'AdminPlan' ? { data: { plan: null } } : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });

  it("says 'Error loading plan: …' with the server's message", async () => {
    renderApp('/admin/plan/broken', {
      session: demoAdmin,
      handle: (name) =>
        name === 'AdminPlan' ? apiError('Database is busy', 'INTERNAL') : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'Error loading plan: Database is busy' }),
    ).toBeInTheDocument();
  });
});
