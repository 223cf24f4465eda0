import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  demoUser,
  renderApp,
  sentOperations,
  type Answer,
  type OperationHandler,
} from '../../test/renderApp';
import { deferred } from '../../test/fakeApi';
import { wrenMeta } from '../../test/planFixtures';

const PLAN_ID = 'plan-1';

const basePlan = {
  id: PLAN_ID,
  title: 'The Wren',
  description: 'A backyard cottage.',
  image: '/media/wren/front.svg',
  isHidden: false,
  preApproved: true,
  planSVG: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  planId: '',
  contractorId: 'c-1',
  isModular: false,
  isManufactured: false,
  fixPrice: 0,
  planCost: 1800,
  photos: [
    { original: '/media/wren/front.svg', isPublish: true, isPrimary: false, compressed: null },
    { original: '/media/wren/draft.svg', isPublish: false, isPrimary: false, compressed: null },
    { original: '/media/wren/dusk.svg', isPublish: true, isPrimary: true, compressed: null },
  ],
  preApprovedArea: { states: ['st-ca'], counties: ['co-la'], cities: ['ci-la'] },
  contractor: { id: 'c-1', name: 'Backyard Builders', webSite: 'https://builders.example' },
  meta: wrenMeta({ totalArea: 420, outerArea: 480 }),
};

const list = (title: string, items: { title: string; price: number; url?: string }[]) => ({
  title,
  total: items.reduce((sum, item) => sum + item.price, 0),
  data: items.map((item) => ({
    type: 'service',
    img: null,
    description: `${item.title} for this plan`,
    url: null,
    ...item,
  })),
});

const summary = {
  stateCode: null,
  costIndex: 1,
  price: { min: 150000, max: 190000, labor: { min: 60000, max: 80000 } },
  preconstruction: list('Preconstruction', [
    { title: 'As-built site plan', price: 1350 },
    { title: 'Survey', price: 2500 },
  ]),
  products: list('Products', [
    { title: 'Water heater', price: 1299.5, url: 'https://shop.example/heater' },
  ]),
  materials: list('Materials', [{ title: 'Lumber package', price: 18000 }]),
  labor: list('Labor', [{ title: 'Framing crew', price: 24000 }]),
};

const similar = [
  { ...basePlan, id: 'plan-2', title: 'The Finch' },
  { ...basePlan, id: 'plan-3', title: 'The Lark' },
];

function handler(
  overrides: Partial<Record<string, Answer>> = {},
  plan: object = basePlan,
): OperationHandler {
  const answers: Record<string, Answer> = {
    PlanView: { data: { planView: plan } },
    PlanSummary: { data: { getSummary: { data: summary } } },
    SimilarPlans: { data: { similarPlans: similar } },
    PlansTotal: { data: { plansCount: { total: 37 } } },
    PlanPageOrders: { data: { mySitePlanOrders: { items: [] } } },
    DirectoryValues: {
      data: {
        directoriesValuesByIds: [
          { id: 'st-ca', name: 'California' },
          { id: 'co-la', name: 'Los Angeles County' },
          { id: 'ci-la', name: 'Los Angeles' },
        ],
      },
    },
    GetMapSession: {
      data: {
        mapSession: {
          id: 's1',
          hasCompletedOnboarding: true,
          hasCompletedOnboardingPlanView: true,
        },
      },
    },
    MapSessionUpdate: {
      data: {
        mapSessionUpdate: {
          id: 's1',
          hasCompletedOnboarding: true,
          hasCompletedOnboardingPlanView: true,
        },
      },
    },
    ...overrides,
  };
  return (name) => answers[name];
}

const CONFIG = {
  callBookingUrl: 'https://calendar.example/homeplot/30min',
  financingUrl: 'https://finance.example/estimate',
  arAppUrl: 'https://apps.example/ar',
  configuratorAppUrl: null,
  configuratorEnabled: false,
};

beforeAll(async () => {
  // The page's lazy chunks, transformed once up front rather than inside a test's wait.
  await Promise.all([
    import('./sections/PlanPageLowerSections'),
    import('./onboarding/PlanViewOnboarding'),
  ]);
});

beforeEach(() => {
  localStorage.clear();
  // Most tests are about the page, not the tutorial over it.
  localStorage.setItem('homeplot.onboarding.planView', 'done');
});

/** The plan page at `path`, its API answering as `handler(overrides)`, comes to say `text`. */
async function expectText(path: string, overrides: Partial<Record<string, Answer>>, text: string) {
  renderApp(path, { handle: handler(overrides) });
  expect(await screen.findByText(text)).toBeInTheDocument();
}

describe('/plan/:id', () => {
  it('shows the gallery, the side panel, the tracker, the estimate and similar homes', async () => {
    renderApp(`/plan/${PLAN_ID}`, { handle: handler() });

    expect(await screen.findByRole('heading', { level: 1, name: 'The Wren' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^1 BD \/ 1 BATH · 480 SQ FT/));

    // Published photos only, the primary (dusk) one first.
    const gallery = screen.getByRole('region', { name: 'Photo gallery' });
    // The first photo loads alone; the next follows once it is in and painted.
    fireEvent.load(within(gallery).getByRole('img'));
    await within(gallery).findByRole('img', { name: /photo 2 of/ });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/media/wren/dusk.svg',
      '/media/wren/front.svg',
    ]);

    expect(screen.getByText('by Backyard Builders')).toBeInTheDocument();
    expect(await screen.findByTestId('plan-price')).toHaveTextContent(
      'Estimated cost $150,000 – $190,000',
    );
    const priceSummary = (await screen.findByRole('heading', { name: 'Price summary' }))
      .parentElement as HTMLElement;
    expect(priceSummary).toHaveTextContent('Estimated cost$150,000 – $190,000');
    expect(priceSummary).toHaveTextContent('Labor$60,000 – $80,000');

    const tracker = screen.getByRole('heading', { name: 'Your path to building' }).parentElement;
    const items = within(tracker as HTMLElement).getAllByRole('listitem');
    // A visitor without a project has every step ahead of them.
    expect(items.map((item) => item.textContent)).toEqual([
      '1Initial Project and Property InformationUpcoming',
      '2As Built Site PlanUpcoming',
      '3Feasibility & Preliminary design sign-offUpcoming',
      '4Construction DrawingsUpcoming',
      '5Submission for Building PermitUpcoming',
      '6ConstructionUpcoming',
    ]);
    expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);

    const estimate = await screen.findByRole('heading', { name: 'Estimate details' });
    const lists = estimate.parentElement as HTMLElement;
    const addsUp = within(lists).getByRole('group', { name: 'What it adds up to' });
    expect(addsUp).toHaveTextContent('The items below add up to$47,149.50');
    expect(addsUp).toHaveTextContent('Estimated cost$150,000 – $190,000');
    expect(within(lists).getByRole('region', { name: 'Products' })).toHaveTextContent('$1,299.50');
    const shop = within(lists).getByRole('link', { name: 'Check the price at the shop' });
    expect(shop).toHaveAccessibleDescription('Water heater');
    expect(shop).toHaveAttribute('href', 'https://shop.example/heater');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener');

    const similarSection = (await screen.findByRole('heading', { name: 'Similar homes' }))
      .parentElement as HTMLElement;
    expect(within(similarSection).getByRole('link', { name: /The Finch/ })).toHaveAttribute(
      'href',
      '/plan/plan-2',
    );

    // The total counts this plan too: the others are one fewer.
    expect(await screen.findByText('36 more plans')).toBeInTheDocument();
    expect(await screen.findByText('California')).toBeInTheDocument();
    expect(screen.getByText('Los Angeles County')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Floor plan of The Wren' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(
      screen.getAllByText('Prices are estimates and vary by location.').length,
    ).toBeGreaterThan(0);
    // The map opens with this plan selected.
    expect(screen.getByRole('link', { name: 'Try this plan on your lot' })).toHaveAttribute(
      'href',
      `/?plan=${PLAN_ID}`,
    );
  });

  it("shows 'Starting from', what the estimate adds and no price summary for a modular home", async () => {
    renderApp(`/plan/${PLAN_ID}`, {
      handle: handler({}, { ...basePlan, isModular: true, fixPrice: 129000 }),
    });
    expect(await screen.findByTestId('plan-price')).toHaveTextContent('Starting from $129,000');
    await screen.findByRole('heading', { name: 'Estimate details' });
    // This estimate leaves the home out, so all of it comes on top.
    const addsUp = screen.getByRole('group', { name: 'What it adds up to' });
    expect(addsUp).toHaveTextContent('The home$129,000');
    expect(addsUp).toHaveTextContent('Site work, delivery and fees below add+ $47,149.50');
    expect(addsUp).toHaveTextContent('All-in total$176,149.50');
    expect(screen.queryByRole('heading', { name: 'Price summary' })).not.toBeInTheDocument();
    expect(screen.queryByText('$150,000 – $190,000')).not.toBeInTheDocument();
  });

  it("shows a hidden plan faded under 'Plan is hidden'", async () => {
    renderApp(`/plan/${PLAN_ID}`, { handle: handler({}, { ...basePlan, isHidden: true }) });
    expect(await screen.findByText('Plan is hidden')).toBeInTheDocument();
    expect(screen.getByTestId('plan-page').className).toMatch(/hidden/);
    // The total counts visible plans only: a hidden plan is not among them to be taken off.
    expect(await screen.findByText('37 more plans')).toBeInTheDocument();
  });

  it('counts 512 more plans when the total is not available', async () => {
    await expectText(
      `/plan/${PLAN_ID}`,
      { PlansTotal: apiError('down', 'INTERNAL') },
      '512 more plans',
    );
  });

  it("says 'Plan not found' for a missing plan", async () => {
    await expectText('/plan/nope', { PlanView: { data: { planView: null } } }, 'Plan not found');
  });

  it("says 'Oops, something went wrong' when the plan cannot be loaded", async () => {
    const failed = { PlanView: apiError('Something went wrong on our side.', 'INTERNAL') };
    await expectText(`/plan/${PLAN_ID}`, failed, 'Oops, something went wrong');
  });

  it('shows the saved placement of a map result', async () => {
    renderApp(`/plan/${PLAN_ID}/map-1`, {
      session: demoUser,
      handle: handler({
        PlanMapResult: {
          data: {
            mapResult: {
              id: 'map-1',
              address: '',
              snapshot: '/media/snap.png',
              fit: {
                insideLot: true,
                status: 'near',
                coveragePct: 23.44,
                minSetbackClearanceFt: 1.26,
                violations: [],
              },
            },
          },
        },
      }),
    });
    expect(await screen.findByText('Address is empty')).toBeInTheDocument();
    expect(screen.getByText('23.4%')).toBeInTheDocument();
    expect(screen.getByText('1.3 ft')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Try this plan on your lot' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Local rules' })).not.toBeInTheDocument();
  });

  it('shows the local rules a saved placement was held to, each with its source', async () => {
    const figure = {
      figure: 'sideSetback',
      label: 'Side setback',
      required: 4,
      actual: 3,
      unit: 'ft',
      minimum: true,
      status: 'violated',
      exempt: false,
      citation: 'Pleasanton Municipal Code §18.106.045(B)',
      url: 'https://library.municode.com/ca/pleasanton',
      area: 'California',
      example: true,
      setAside: 'Pleasanton, CA asks 6 ft; state law allows no more.',
    };
    renderApp(`/plan/${PLAN_ID}/map-1`, {
      session: demoUser,
      handle: handler({
        PlanMapResult: {
          data: {
            mapResult: {
              id: 'map-1',
              address: '4 Vine Street, Pleasanton, CA',
              snapshot: null,
              fit: {
                insideLot: true,
                status: 'violated',
                coveragePct: 31.2,
                minSetbackClearanceFt: -1,
                violations: [],
                rules: {
                  verdict: 'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.',
                },
              },
            },
          },
        },
        SavedRules: {
          data: {
            mapResult: {
              id: 'map-1',
              fit: {
                rules: {
                  area: 'Pleasanton, CA',
                  building: 'detached ADU',
                  verdict: 'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.',
                  figures: [
                    figure,
                    { ...figure, figure: 'rearSetback', label: 'Rear setback', url: '' },
                  ],
                  ruleSets: [{ id: 'rs-1', version: 2, area: 'Pleasanton, CA' }],
                },
              },
            },
          },
        },
      }),
    });
    const rules = within(
      (await screen.findByRole('heading', { name: 'Local rules' })).closest(
        'section',
      ) as HTMLElement,
    );
    expect(
      rules.getByText('Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.'),
    ).toBeInTheDocument();
    expect(
      rules.getByText(
        'Checked against the rules of Pleasanton, CA for a detached ADU (Pleasanton, CA, version 2).',
      ),
    ).toBeInTheDocument();
    const items = rules.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [side, rear] = items as [HTMLElement, HTMLElement];
    expect(side).toHaveTextContent(
      'Side setback at least 4 ft — Pleasanton Municipal Code §18.106.045(B)',
    );
    expect(side).toHaveTextContent('Broken This placement: 3 ft from the line');
    expect(side).toHaveTextContent('Pleasanton, CA asks 6 ft; state law allows no more.');
    const source = within(side).getByRole('link', {
      name: 'Pleasanton Municipal Code §18.106.045(B)',
    });
    expect(source).toHaveAttribute('href', 'https://library.municode.com/ca/pleasanton');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rear).queryByRole('link')).not.toBeInTheDocument();
    expect(
      rules.getByText('Example data: verify these rules with the city before building.'),
    ).toBeInTheDocument();
  });
});

describe('plan page links', () => {
  it('hides the call, financing and AR links and the embed when not configured', async () => {
    renderApp(`/plan/${PLAN_ID}`, { handle: handler() });
    await screen.findByRole('heading', { name: 'Similar homes' });
    expect(screen.queryByRole('link', { name: /Book a 30-minute call/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get financing/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View in AR/ })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Book a 30-minute call with an expert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Configure/ })).not.toBeInTheDocument();
  });

  it('shows them, and the 1260px call embed, when configured', async () => {
    renderApp(`/plan/${PLAN_ID}`, {
      handle: handler({}, { ...basePlan, planId: 'P-9' }),
      config: { ...CONFIG, configuratorAppUrl: 'https://3d.example/app' },
    });
    expect(await screen.findByRole('link', { name: /Get financing/ })).toHaveAttribute(
      'href',
      CONFIG.financingUrl,
    );
    expect(screen.getByRole('link', { name: /Book a 30-minute call/ })).toHaveAttribute(
      'href',
      CONFIG.callBookingUrl,
    );
    expect(screen.getByRole('link', { name: /View in AR/ })).toHaveAttribute(
      'href',
      CONFIG.arAppUrl,
    );
    const embed = await screen.findByTitle('Book a 30-minute call with an expert');
    expect(embed).toHaveAttribute('height', '1260');
    expect(embed).toHaveAttribute('src', CONFIG.callBookingUrl);
    expect(screen.getByRole('link', { name: /Configure/ })).toHaveAttribute(
      'href',
      'https://3d.example/app/P-9',
    );
  });
});

describe('ordering an as-is site plan', () => {
  const ORDER = { name: 'Order as-is site plan' };
  const THANK_YOU = 'Thank you, Ada Lovelace! We will follow up with more details shortly.';
  const placement = {
    id: 'map-1',
    address: '12 Elm Street, Springfield, IL',
    snapshot: null,
    fit: null,
  };

  it('sends a visitor to log in, to come back to the confirmation; nothing is sent', async () => {
    const { fetchMock, router } = renderApp(`/plan/${PLAN_ID}`, { handle: handler() });
    fireEvent.click(await screen.findByRole('button', ORDER));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Please log in.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: `/plan/${PLAN_ID}`, search: '?order=1' },
    });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/order-site-plan')).toBe(false);
  });

  function renderSignedIn(
    answer: () => Promise<Response>,
    path = `/plan/${PLAN_ID}/map-1`,
    handle = handler({ PlanMapResult: { data: { mapResult: placement } } }),
  ) {
    const rendered = renderApp(path, { session: demoUser, handle });
    const base = rendered.fetchMock.getMockImplementation();
    const orders: unknown[] = [];
    rendered.fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/order-site-plan') {
        orders.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
        return answer();
      }
      if (!base) throw new Error('no fetch stand-in');
      return base(input, init);
    });
    return { orders, router: rendered.router };
  }

  const placed = (extra: object = {}) =>
    Promise.resolve(
      Response.json({
        orderId: 'o-1',
        alreadyPlaced: false,
        price: 1350,
        status: 'received',
        ...extra,
      }),
    );

  async function openConfirmation() {
    fireEvent.click(await screen.findByRole('button', ORDER));
    return screen.findByRole('dialog', { name: 'Order an as-is site plan' });
  }

  it("confirms the plan, the property and the estimate's site plan price before ordering", async () => {
    const { orders } = renderSignedIn(placed);
    const dialog = within(await openConfirmation());
    expect(dialog.getByText('The Wren')).toBeInTheDocument();
    expect(await dialog.findByText('12 Elm Street, Springfield, IL')).toBeInTheDocument();
    expect(dialog.getByText('$1,350')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(orders).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(orders).toEqual([
      {
        user: { email: 'ada@example.com', name: 'Ada Lovelace' },
        plan: {
          id: PLAN_ID,
          mapId: 'map-1',
          image: '/media/wren/dusk.svg',
          title: 'The Wren',
          contractorId: 'c-1',
        },
      },
    ]);
  });

  it('says the site plan is ordered at once, in place of the order button', async () => {
    const base = handler({ PlanMapResult: { data: { mapResult: placement } } });
    const placedOrders: object[] = [];
    renderSignedIn(placed, `/plan/${PLAN_ID}/map-1`, (name, variables) =>
      name === 'PlanPageOrders'
        ? { data: { mySitePlanOrders: { items: placedOrders } } }
        : base(name, variables),
    );
    const dialog = within(await openConfirmation());
    const at = Date.UTC(2025, 2, 3, 12);
    placedOrders.push({
      id: 'o-1',
      planId: PLAN_ID,
      mapResultId: 'map-1',
      status: 'RECEIVED',
      createdAt: at,
      updatedAt: at,
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('site-plan-ordered')).toHaveTextContent(
      /You ordered this site plan on .+\. Its status: Received\./,
    );
    expect(screen.queryByRole('button', ORDER)).not.toBeInTheDocument();
  });

  it('leaves out the property on a page without a saved placement', async () => {
    renderSignedIn(placed, `/plan/${PLAN_ID}`);
    const dialog = within(await openConfirmation());
    expect(dialog.getByText('The Wren')).toBeInTheDocument();
    expect(dialog.queryByText('Property')).not.toBeInTheDocument();
  });

  it('cannot order twice while the first order is on its way', async () => {
    const answer = deferred<Response>();
    const { orders } = renderSignedIn(() => answer.promise);
    const dialog = within(await openConfirmation());
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    fireEvent.click(confirm);
    expect(orders).toHaveLength(1);

    answer.resolve(Response.json({ orderId: 'o-1', alreadyPlaced: false, status: 'received' }));
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
  });

  it('says the site plan was already ordered, and where it stands, instead of thanking', async () => {
    renderSignedIn(() => placed({ alreadyPlaced: true, status: 'in_progress' }));
    fireEvent.click(within(await openConfirmation()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You already ordered this site plan. Its status: In progress.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it('orders nothing when cancelled or closed with Escape', async () => {
    const { orders } = renderSignedIn(placed);
    fireEvent.click(within(await openConfirmation()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.keyDown(await openConfirmation(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(orders).toEqual([]);
  });

  it('opens the confirmation on coming back from login, once', async () => {
    const { router } = renderSignedIn(placed, `/plan/${PLAN_ID}/map-1?order=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Order an as-is site plan' });
    expect(within(dialog).getByText('The Wren')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/plan/${PLAN_ID}/map-1`);
  });

  it('says the order failed when the API refuses it', async () => {
    renderSignedIn(() =>
      Promise.resolve(Response.json({ message: 'Invalid order' }, { status: 400 })),
    );
    fireEvent.click(within(await openConfirmation()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Failed to process your order. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('asks to log in again when the session has ended', async () => {
    renderSignedIn(() =>
      Promise.resolve(Response.json({ message: 'Please log in.' }, { status: 401 })),
    );
    fireEvent.click(within(await openConfirmation()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please log in.')).toBeInTheDocument();
  });

  it('says something unexpected happened when the API cannot be reached', async () => {
    renderSignedIn(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(within(await openConfirmation()).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('An unexpected error occurred. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('plan view onboarding', () => {
  it('shows a visitor the dialog until it is dismissed, and remembers that', async () => {
    localStorage.clear();
    renderApp(`/plan/${PLAN_ID}`, { handle: handler() });
    const dialog = await screen.findByRole('dialog', { name: 'Your Perfect Home' });
    expect(within(dialog).getByText('Plan View')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('homeplot.onboarding.planView')).toBe('done');
  });

  it('records the dismissal in a signed-in user’s map session', async () => {
    const { fetchMock } = renderApp(`/plan/${PLAN_ID}`, {
      session: demoUser,
      handle: handler({
        GetMapSession: {
          data: {
            mapSession: {
              id: 's1',
              hasCompletedOnboarding: false,
              hasCompletedOnboardingPlanView: false,
            },
          },
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your Perfect Home' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(sentOperations(fetchMock)).toContainEqual({
        name: 'MapSessionUpdate',
        variables: { input: { hasCompletedOnboardingPlanView: true } },
      }),
    );
  });

  it('does not show the dialog to a user who dismissed it', async () => {
    renderApp(`/plan/${PLAN_ID}`, { session: demoUser, handle: handler() });
    await screen.findByRole('heading', { name: 'Similar homes' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
