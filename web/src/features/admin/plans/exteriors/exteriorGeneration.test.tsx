import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAdmin, renderApp, sentOperations, type Answer } from '../../../../test/renderApp';
import { planPhoto } from '../../../../test/planFixtures';
import { adminPlanAnswer } from '../adminPlanFixture';

const photo = (name: string, extra: object = {}) =>
  planPhoto(`/media/plans/${name}.jpg`, { size: 1000, type: 'image/jpeg', ...extra });

const plan = adminPlanAnswer({
  contractorId: 'c-1',
  image: '/media/plans/main.jpg',
  photos: [
    photo('front'),
    photo('front-2x', {
      isPublish: false,
      aiGenerated: true,
      sourcePhoto: '/media/plans/front.jpg',
      aiModel: 'Upscale image',
    }),
  ],
  contractor: {
    id: 'c-1',
    name: 'Acme',
    ceo: '',
    phone: '',
    email: 'a@example.com',
    webSite: '',
    removedAt: null,
  },
});

const generation = (id: string, status: string, data: object, extra: object = {}) => ({
  id,
  status,
  planId: 'plan-1',
  sourceImage: '/media/plans/front.jpg',
  data,
  createdAt: Date.UTC(2026, 10, 2),
  updatedAt: Date.UTC(2026, 10, 2),
  executionTime: null,
  ...extra,
});

function renderForm(
  answers: Record<string, Answer> = {},
  planFields: Partial<typeof plan> = {},
  generations: unknown[] = [],
) {
  const rendered = renderApp('/admin/plan/edit/plan-1', {
    session: demoAdmin,
    handle: (name) => {
      const answer = answers[name];
      if (answer) return answer;
      if (name === 'AdminPlan') return { data: { plan: { ...plan, ...planFields } } };
      if (name === 'AdminContractors') {
        return {
          data: {
            contractors: [{ id: 'c-1', name: 'Acme', email: '', phone: '', logo: '', webSite: '' }],
          },
        };
      }
      if (name === 'AreaValues') return { data: { directory: null } };
      if (name === 'FluxGenerationsOfPlan')
        return { data: { fluxGenerationByPlanId: generations } };
      return undefined;
    },
  });
  const base = rendered.fetchMock.getMockImplementation();
  const requests: unknown[] = [];
  rendered.fetchMock.mockImplementation(async (input, init) => {
    if (input === '/api/flux/generate-images') {
      requests.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}'));
      return Response.json(generation('g-new', 'pending', {}), { status: 202 });
    }
    if (!base) throw new Error('no fetch stand-in');
    return base(input, init);
  });
  return { ...rendered, requests };
}

describe("the plan form's exterior generation", () => {
  it('opens with SPEC’s controls and defaults and sends them to /api/flux/generate-images', async () => {
    const { requests, fetchMock } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate exteriors' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Generate exteriors' }));

    const slider = (label: string, value: string, min: string, max: string, step: string) => {
      const input = dialog.getByLabelText(label);
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('min', min);
      expect(input).toHaveAttribute('max', max);
      expect(input).toHaveAttribute('step', step);
    };
    slider('Steps', '28', '20', '50', '1');
    slider('Guidance', '3.5', '1', '10', '0.1');
    slider('Control scale', '0.6', '0', '1', '0.01');
    slider('Control guidance start', '0', '0', '1', '0.01');
    slider('Control guidance end', '0.6', '0', '1', '0.01');
    const controlType = dialog.getByLabelText('Control type');
    expect(controlType).toHaveValue('2');
    expect(
      within(controlType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Depth', 'Canny']);

    const checkedStyles = dialog
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    // SPEC §9: every style but the gable and flat roofs and the garage starts checked.
    const startChecked = [
      'blue_wood',
      'white_painted',
      'white_wood',
      'green_wood',
      'combined_white_wood',
      'yellow_wood',
      'hip_roof',
    ];
    expect(checkedStyles).toEqual(startChecked);
    for (const label of ['Gable roof', 'Flat roof', 'Has garage']) {
      expect(dialog.getByLabelText(label)).not.toBeChecked();
    }
    expect(dialog.getByLabelText('Photo 1')).toBeChecked();

    fireEvent.click(dialog.getByLabelText('Photo 2'));
    fireEvent.click(dialog.getByLabelText('Has garage'));
    fireEvent.click(dialog.getByLabelText('Blue wood'));
    fireEvent.change(dialog.getByLabelText('Steps'), { target: { value: '40' } });
    fireEvent.change(controlType, { target: { value: '0' } });
    const asked = sentOperations(fetchMock).filter((op) => op.name === 'FluxGenerationsOfPlan');
    fireEvent.click(dialog.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Exterior generation queued')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([
      {
        // Blue wood unchecked, the garage checked.
        styles: [...startChecked.slice(1), 'has_garage'],
        image: '/media/plans/front-2x.jpg',
        planId: 'plan-1',
        settings: {
          steps: 40,
          control_scale: 0.6,
          control_type: 0,
          guidance: 3.5,
          control_guidance_start: 0,
          control_guidance_end: 0.6,
        },
      },
    ]);
    // The list asks again, so the queued generation shows.
    await waitFor(() =>
      expect(
        sentOperations(fetchMock).filter((op) => op.name === 'FluxGenerationsOfPlan').length,
      ).toBeGreaterThan(asked.length),
    );
  });

  it('is offered only for a saved plan with a photo', async () => {
    renderForm({}, { photos: [] });
    expect(
      await screen.findByRole('heading', { name: 'Exterior generations' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate exteriors' })).not.toBeInTheDocument();
  });

  it("lists the plan's generations: status, results and error", async () => {
    renderForm({}, {}, [
      generation(
        'g-1',
        'done',
        {
          results: [{ images: ['/media/flux/blue.png'], prompt: 'blue', styles: ['blue_wood'] }],
        },
        { executionTime: 42 },
      ),
      generation('g-2', 'queued', {}),
      generation('g-3', 'failure', { results: [], error: 'The provider timed out.' }),
    ]);
    const items = await screen.findAllByTestId('flux-generation');
    expect(items.map((item) => item.dataset.status)).toEqual(['done', 'pending', 'failure']);
    const done = within(items[0] as HTMLElement);
    expect(done.getByText('done')).toBeInTheDocument();
    expect(done.getByText('Execution time: 42.0 s')).toBeInTheDocument();
    expect(done.getByRole('img', { name: 'Rendering blue_wood' })).toHaveAttribute(
      'src',
      '/media/flux/blue.png',
    );
    expect(within(items[1] as HTMLElement).getByText('pending')).toBeInTheDocument();
    expect(
      within(items[2] as HTMLElement).getByText('The provider timed out.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1-3 of 3 items')).toBeInTheDocument();
  });

  it('says the plan has no generations yet, rather than that something went wrong', async () => {
    renderForm();
    expect(await screen.findByText('No exterior generations yet.')).toBeInTheDocument();
    expect(screen.queryByText('Oops...')).not.toBeInTheDocument();
  });
});

describe("the plan form's Creative Studio button", () => {
  it('refuses a form that fails its checks', async () => {
    const { router } = renderForm();
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Creative Studio' }));
    expect(
      await screen.findByText('Form validation failed. Please check the form for errors.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter title')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/plan/edit/plan-1');
  });

  it('says it is redirecting and opens the studio of a valid plan', async () => {
    const { router } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Creative Studio' }));
    expect(await screen.findByText('Redirecting to Creative Studio...')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/plan/creative-studio/plan-1'),
    );
  });
});

describe("the plan form's photos", () => {
  it("label the generated one 'AI render' with its source photo, and are sent without the marks", async () => {
    const { fetchMock } = renderForm({ PlanUpdate: { data: { planUpdate: { id: 'plan-1' } } } });
    const badges = await screen.findAllByTestId('ai-render-badge');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveAttribute('title', 'Made with Upscale image');
    expect(screen.getByRole('link', { name: 'Source photo' })).toHaveAttribute(
      'href',
      '/media/plans/front.jpg',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Update Plan' }));
    await waitFor(() =>
      expect(sentOperations(fetchMock).map((op) => op.name)).toContain('PlanUpdate'),
    );
    const sent = sentOperations(fetchMock).find((op) => op.name === 'PlanUpdate')?.variables as {
      input: { photos: object[] };
    };
    expect(sent.input.photos).toHaveLength(2);
    for (const sentPhoto of sent.input.photos) {
      expect(Object.keys(sentPhoto).sort()).toEqual(
        ['compressed', 'isPrimary', 'isPublish', 'name', 'original', 'size', 'type'].sort(),
      );
    }
  });
});
