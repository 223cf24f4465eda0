import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, demoAdmin, demoUser, renderApp, sentOperations } from '../../test/renderApp';

const card = {
  id: 'v1',
  title: 'Back cottage survey',
  preview: { original: '/media/site-visits/a/original.jpg', compressed: null },
  submittedAt: null,
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 2),
  map: { address: '', city: '', state: '' },
  progress: { answered: 3, total: 30 },
};

const detail = {
  ...card,
  userId: 'u1',
  map: {
    address: '1100 Congress Ave, Austin, TX',
    city: 'Austin',
    state: 'TX',
    county: 'Travis',
    coordinates: [-97.7404, 30.2747],
    lot: [],
  },
  progress: {
    answered: 3,
    total: 30,
    missing: [{ id: 'house.backyard_photo', title: 'Backyard photo', category: 'house' }],
  },
  categories: [
    {
      id: 'water',
      title: 'Water',
      description: '',
      icon: 'droplet',
      questions: [
        {
          id: 'water.meter_size',
          title: 'Water meter size',
          type: 'select',
          required: true,
          mapType: null,
          result: '3/4"',
          warnings: [],
        },
        {
          id: 'water.meter_location',
          title: 'Water meter location',
          type: 'map',
          required: false,
          mapType: 'single',
          result: { type: 'Point', coordinates: [-97.745, 30.27118] },
          warnings: ['Water meter location is outside the lot.'],
        },
      ],
    },
  ],
};

describe('the site-visit screens', () => {
  it('/tools leads to the site-visit tool', async () => {
    renderApp('/tools', { session: demoUser });
    const link = await screen.findByRole('link', { name: /Site visit/ });
    expect(link).toHaveAttribute('href', '/site-visit/list');
  });

  it("lists the user's visits with 'Address is empty', View, Edit and Create", async () => {
    const { fetchMock } = renderApp('/site-visit/list', {
      session: demoUser,
      handle: (name) =>
        name === 'MySiteVisits' ? { data: { siteVisitUserList: [card] } } : undefined,
    });
    const article = within(await screen.findByRole('article', { name: 'Back cottage survey' }));
    expect(article.getByText('Address is empty')).toBeInTheDocument();
    expect(article.getByText('3 of 30 answered · Draft')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/site-visit/edit/v1',
    );
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/site-visit/new');
    expect(sentOperations(fetchMock).find((op) => op.name === 'MySiteVisits')?.variables).toEqual({
      userId: demoUser.id,
    });
  });

  it('lets an admin download the questionnaire and publish a new version, naming its problems', async () => {
    const document = {
      version: 1,
      categories: [{ id: 'house', questions: [{ id: 'house.a' }, { id: 'house.b' }] }],
    };
    let published: unknown;
    const { fetchMock } = renderApp('/admin/site-visits', {
      session: demoAdmin,
      handle: (name, variables) => {
        if (name === 'AdminSiteVisits') return { data: { siteVisitAdminList: [] } };
        if (name === 'SiteVisitTemplate')
          return { data: { siteVisitTemplate: { version: 1, document } } };
        if (name === 'SiteVisitTemplatePublish') {
          published = (variables as { document: unknown }).document;
          return apiError(
            "The questionnaire was not published. Question 'house.kind' is a select without options.",
            'BAD_USER_INPUT',
          );
        }
        return undefined;
      },
    });
    expect(await screen.findByText(/Version 1 · 2 questions/)).toBeInTheDocument();
    const file = new File(['{"categories": []}'], 'edited.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Questionnaire JSON file'), {
      target: { files: [file] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Question 'house.kind' is a select without options.",
    );
    expect(published).toEqual({ categories: [] });
    expect(sentOperations(fetchMock).map((op) => op.name)).toContain('SiteVisitTemplatePublish');

    const notJson = new File(['{oops'], 'broken.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Questionnaire JSON file'), {
      target: { files: [notJson] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('broken.json is not JSON.');
  });

  it('shows every visit to an admin with its user, and no Create', async () => {
    renderApp('/admin/site-visits', {
      session: demoAdmin,
      handle: (name) =>
        name === 'AdminSiteVisits'
          ? { data: { siteVisitAdminList: [{ ...card, userId: 'u7' }] } }
          : undefined,
    });
    const article = within(await screen.findByRole('article', { name: 'Back cottage survey' }));
    expect(article.getByText('User u7')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'User' })).toHaveAttribute('href', '/admin/user/u7');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('shows a visit read-only: answers, warnings, what is missing and the downloads', async () => {
    renderApp('/site-visit/v1', {
      session: demoUser,
      handle: (name) => (name === 'SiteVisit' ? { data: { getSiteVisit: detail } } : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'Back cottage survey' })).toBeInTheDocument();
    expect(screen.getByText('3/4"')).toBeInTheDocument();
    expect(screen.getByText('Marked at 30.271180, -97.745000')).toBeInTheDocument();
    expect(screen.getByText('Water meter location is outside the lot.')).toBeInTheDocument();
    expect(screen.getByText('Still to answer: Backyard photo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF report' })).toHaveAttribute(
      'href',
      '/api/site-visits/v1/report.pdf',
    );
    expect(screen.getByRole('link', { name: 'Map (GeoJSON)' })).toHaveAttribute(
      'href',
      '/api/site-visits/v1/map.geojson',
    );
  });

  it("says 'Visit not found' for another user's visit and 'Data loading error' otherwise", async () => {
    renderApp('/site-visit/theirs', {
      session: demoUser,
      handle: () =>
        apiError(
          'Visit not found — The requested visit does not exist or has been deleted.',
          'NOT_FOUND',
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Visit not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The requested visit does not exist or has been deleted.'),
    ).toBeInTheDocument();
  });

  it("says 'Data loading error' when loading fails", async () => {
    renderApp('/site-visit/v1', {
      session: demoUser,
      handle: () => apiError('database is busy', 'INTERNAL'),
    });
    expect(await screen.findByRole('heading', { name: 'Data loading error' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load visit data. Please try refreshing the page.'),
    ).toBeInTheDocument();
  });

  it('starts a visit from an address found by the address search', async () => {
    const { fetchMock, router } = renderApp('/site-visit/new', {
      session: demoUser,
      handle: (name) => {
        if (name === 'SavedPlaces') return { data: { mapResults: { items: [] } } };
        if (name === 'SiteVisitCreate') return { data: { siteVisitCreate: { id: 'v9' } } };
        return undefined;
      },
    });
    const graphqlFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.startsWith('/api/geocode')) {
        return Response.json([
          {
            label: '1100 Congress Ave, Austin, TX 78701',
            lon: -97.7404,
            lat: 30.2747,
            city: 'Austin',
            county: 'Travis County',
            state: 'TX',
            postcode: '78701',
          },
        ]);
      }
      return graphqlFetch ? graphqlFetch(input, init) : new Response('', { status: 404 });
    });
    fireEvent.change(await screen.findByLabelText('Address', { exact: true }), {
      target: { value: '1100 Congress' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByLabelText('1100 Congress Ave, Austin, TX 78701'));
    fireEvent.click(screen.getByRole('button', { name: 'Start visit' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/site-visit/v9'));
    const sent = sentOperations(fetchMock).find((op) => op.name === 'SiteVisitCreate');
    expect(sent?.variables).toEqual({
      input: {
        title: '',
        address: '1100 Congress Ave, Austin, TX 78701',
        coordinates: [-97.7404, 30.2747],
        city: 'Austin',
        state: 'TX',
        county: 'Travis County',
      },
    });
  });
});

describe('the questionnaire', () => {
  const visit = {
    ...detail,
    categories: [
      {
        id: 'house',
        title: 'House',
        description: 'The existing house.',
        icon: 'home',
        questions: [
          {
            id: 'house.architectural_style',
            title: 'Architectural style',
            description: '',
            help: '',
            helpImages: [],
            type: 'select',
            required: true,
            mapType: null,
            options: ['Spanish', 'Ranch'],
            mode: 'single',
            result: null,
            warnings: [],
          },
          {
            id: 'house.stories',
            title: 'Number of stories',
            description: '',
            help: '',
            helpImages: [],
            type: 'number',
            required: false,
            mapType: null,
            options: [],
            mode: null,
            result: null,
            warnings: [],
          },
        ],
      },
    ],
  };

  it('saves each answer as it is given, keeps it on the device while offline, and sends it back online', async () => {
    localStorage.clear();
    let online = true;
    const { fetchMock } = renderApp('/site-visit/edit/v1', {
      session: demoUser,
      handle: (name) => {
        if (name === 'SiteVisit') return { data: { getSiteVisit: visit } };
        if (name === 'SiteVisitAnswer') {
          if (!online) throw new TypeError('Failed to fetch');
          return { data: { siteVisitAnswer: { questionId: 'x', warnings: [] } } };
        }
        return undefined;
      },
    });
    fireEvent.click(await screen.findByLabelText('Ranch'));
    await vi.waitFor(() =>
      expect(screen.getByText(/1 of 2 answered · all saved/)).toBeInTheDocument(),
    );
    expect(
      sentOperations(fetchMock).find((op) => op.name === 'SiteVisitAnswer')?.variables,
    ).toMatchObject({
      id: 'v1',
      questionId: 'house.architectural_style',
      value: 'Ranch',
    });

    online = false;
    const stories = screen.getByLabelText('Number of stories');
    fireEvent.change(stories, { target: { value: '2' } });
    fireEvent.blur(stories);
    expect(
      await screen.findByText(/2 of 2 answered · 1 answer waiting to be sent/),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('homeplot.siteVisit.pending.v1') ?? '[]')).toMatchObject(
      [{ questionId: 'house.stories', value: 2 }],
    );

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/2 of 2 answered · all saved/)).toBeInTheDocument();
    expect(localStorage.getItem('homeplot.siteVisit.pending.v1')).toBeNull();
  });

  it('lists the required answers still missing, with links, instead of submitting', async () => {
    localStorage.clear();
    const { fetchMock } = renderApp('/site-visit/edit/v1', {
      session: demoUser,
      handle: (name) => (name === 'SiteVisit' ? { data: { getSiteVisit: visit } } : undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit visit' }));
    const missing = await screen.findByRole('alert');
    expect(within(missing).getByRole('link', { name: 'Architectural style' })).toHaveAttribute(
      'href',
      '#q-house-architectural_style',
    );
    expect(sentOperations(fetchMock).map((op) => op.name)).not.toContain('SiteVisitSubmit');
  });

  it('renames the visit and chooses its preview among its photos', async () => {
    localStorage.clear();
    const photo = (n: number) => ({
      original: `/media/site-visits/p${n}/original.jpg`,
      compressed: { url: `/media/site-visits/p${n}/compressed.jpg` },
    });
    const withPhotos = {
      ...visit,
      categories: [
        {
          ...visit.categories[0],
          questions: [
            {
              ...visit.categories[0]?.questions[0],
              id: 'house.backyard_photo',
              title: 'Backyard photo',
              type: 'photos',
              result: [photo(1), photo(2)],
            },
          ],
        },
      ],
    };
    const { fetchMock } = renderApp('/site-visit/edit/v1', {
      session: demoUser,
      handle: (name) => {
        if (name === 'SiteVisit') return { data: { getSiteVisit: withPhotos } };
        if (name === 'SiteVisitUpdate') {
          return {
            data: { siteVisitUpdate: { id: 'v1', title: 'Garden walk', preview: photo(2) } },
          };
        }
        return undefined;
      },
    });
    fireEvent.click(await screen.findByText('Title and preview photo'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Garden walk' } });
    expect(screen.getByLabelText('The first photo')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Photo 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('heading', { name: 'Garden walk' })).toBeInTheDocument();
    expect(
      sentOperations(fetchMock).find((op) => op.name === 'SiteVisitUpdate')?.variables,
    ).toEqual({ id: 'v1', title: 'Garden walk', preview: '/media/site-visits/p2/original.jpg' });
  });
});
