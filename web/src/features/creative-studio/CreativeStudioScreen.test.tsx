import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, demoAdmin, renderApp, sentOperations, type Answer } from '../../test/renderApp';
import { planPhoto } from '../../test/planFixtures';

const photo = (name: string, extra: object = {}) => planPhoto(`/media/plans/${name}.jpg`, extra);

const models = [
  {
    key: 'kontext',
    label: 'Flux kontext',
    available: true,
    unavailableReason: null,
    styles: [],
    settings: { aspect_ratio: 'match_input_image', output_format: 'jpg' },
    prompts: ['Make it a sunny day with a blue sky', 'Remove the people and cars'],
  },
  {
    key: 'upscaler',
    label: 'Upscale image',
    available: true,
    unavailableReason: null,
    styles: [],
    settings: { scale: 2 },
    prompts: [],
  },
  {
    key: 'kitchen',
    label: 'Kitchen',
    available: true,
    unavailableReason: null,
    styles: [
      { key: 'none', label: 'None' },
      { key: 'modern', label: 'Modern' },
    ],
    settings: { steps: 28, output_quality: 100 },
    prompts: [],
  },
  {
    key: 'bedroom',
    label: 'Bedroom',
    available: false,
    unavailableReason: 'Bedroom runs once GENERATION_MODELS maps it to a hosted model.',
    styles: [],
    settings: { steps: 28 },
    prompts: [],
  },
];

const START = Date.UTC(2026, 10, 24, 12);

const task = (id: string, status: string, extra: object = {}) => ({
  id,
  status,
  planId: 'p',
  input: {
    model: 'kitchen',
    style: 'modern',
    prompt: `Prompt of ${id}`,
    image: '/media/plans/front.jpg',
    images: ['/media/plans/front.jpg'],
    input: { steps: 28 },
  },
  output: null,
  error: null,
  createdAt: START,
  updatedAt: START,
  startedAt: null,
  finishedAt: null,
  ...extra,
});

/** A task that ran for 36 seconds and made one result. */
const doneTask = task('t-done', 'DONE', {
  startedAt: START,
  finishedAt: START + 36_000,
  output: {
    result: ['/media/generated/r1.png'],
    compressed: ['/media/generated/r1-compressed.webp'],
  },
});

/**
 * The studio of plan `planId` against a stand-in API. Each test uses its own plan, so the back
 * office's query cache (shared by the tests of this file) never answers one test with another's.
 */
function renderStudio(
  planId: string,
  {
    tasks = [],
    answers = {},
  }: { tasks?: ReturnType<typeof task>[]; answers?: Record<string, Answer> } = {},
) {
  return renderApp(`/admin/plan/creative-studio/${planId}`, {
    session: demoAdmin,
    handle: (name, variables) => {
      const answer = answers[name];
      if (answer) return answer;
      if (name === 'StudioPlan') {
        return {
          data: {
            plan: {
              id: planId,
              title: 'The Wren',
              photos: [photo('front'), photo('side'), photo('front-2x', { aiGenerated: true })],
            },
          },
        };
      }
      if (name === 'GenerationModels') return { data: { generationModels: models } };
      if (name === 'GenerationTasks') {
        const shown = tasks
          .map((each) => ({ ...each, planId }))
          .filter((each) => !variables.status || each.status === variables.status);
        return { data: { getGenerationTasksByPlanId: { totalCount: shown.length, items: shown } } };
      }
      return undefined;
    },
  });
}

async function chooseImages(...labels: string[]) {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose images' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Choose images' }));
  for (const label of labels) fireEvent.click(dialog.getByLabelText(label));
  fireEvent.click(dialog.getByRole('button', { name: 'Select' }));
}

describe('/admin/plan/creative-studio/{id}', () => {
  it('names the plan, links back to it, and says video generation is not offered', async () => {
    renderStudio('plan-title');
    expect(
      await screen.findByRole('heading', { name: 'Creative Studio: The Wren' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Plan' })).toHaveAttribute(
      'href',
      '/admin/plan/plan-title',
    );
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Video' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Video generation is not offered yet.');
  });

  it('keeps Generate disabled until a source image is chosen, then shows the choice', async () => {
    renderStudio('plan-choose');
    const generate = await screen.findByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    expect(screen.getByText('No image chosen yet.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose images' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Choose images' }));
    // The plan's generated photo is labelled among the others.
    expect(dialog.getAllByTestId('ai-render-badge')).toHaveLength(1);
    fireEvent.click(dialog.getByLabelText('Photo 2'));
    fireEvent.click(dialog.getByLabelText('Photo 1'));
    fireEvent.click(dialog.getByRole('button', { name: 'Select' }));

    expect(await screen.findByText('Image selected for generation')).toBeInTheDocument();
    const chosen = within(screen.getByRole('list', { name: 'Chosen images' }));
    expect(chosen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/media/plans/side.jpg',
      '/media/plans/front.jpg',
    ]);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();

    fireEvent.click(chosen.getByRole('button', { name: 'Remove source image 1' }));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Chosen images' })).getByRole('button', {
        name: 'Remove source image 1',
      }),
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it("shows an unavailable model's reason and its settings, and does not run it", async () => {
    renderStudio('plan-unavailable');
    await chooseImages('Photo 1');
    fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'bedroom' } });
    // Each model has a form of its own: the select is drawn anew.
    expect(screen.getByLabelText('Model')).toHaveAccessibleDescription(
      'Bedroom runs once GENERATION_MODELS maps it to a hosted model.',
    );
    expect(screen.getByText('steps:').parentElement).toHaveTextContent('steps: 28');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription(
      'Bedroom is not available here: choose another model.',
    );
  });

  it('waits for a style when the model has styles', async () => {
    renderStudio('plan-style');
    await chooseImages('Photo 1');
    fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'kitchen' } });
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    expect(screen.getByText('Choose a style first.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Style'), { target: { value: 'modern' } });
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it("sends the upscale variant with the chosen factor and says 'Task successfully created'", async () => {
    const { fetchMock } = renderStudio('plan-upscale', {
      answers: {
        CreateGenerationTask: { data: { createGenerationTask: task('t-new', 'CREATED') } },
      },
    });
    await chooseImages('Photo 2', 'Photo 1');
    fireEvent.change(await screen.findByLabelText('Model'), { target: { value: 'upscaler' } });
    expect(screen.queryByLabelText('Prompt')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('4×'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Task successfully created')).toBeInTheDocument();
    expect(sentOperations(fetchMock).find((op) => op.name === 'CreateGenerationTask')).toEqual({
      name: 'CreateGenerationTask',
      variables: {
        input: {
          planId: 'plan-upscale',
          input: {
            prompt: '',
            model: 'upscaler',
            image: '/media/plans/side.jpg',
            images: ['/media/plans/side.jpg', '/media/plans/front.jpg'],
            input: { scale: 4 },
          },
        },
      },
    });
  });

  it("fills the prompt from a preset, generates on Enter, and shows the server's refusal", async () => {
    const { fetchMock } = renderStudio('plan-enter', {
      answers: {
        CreateGenerationTask: apiError('Choose at most 10 source images.', 'BAD_USER_INPUT'),
      },
    });
    await chooseImages('Photo 1');
    fireEvent.click(await screen.findByRole('button', { name: 'Presets' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Presets' })).getByRole('button', {
        name: 'Remove the people and cars',
      }),
    );
    const prompt = screen.getByLabelText('Prompt');
    expect(prompt).toHaveValue('Remove the people and cars');

    fireEvent.keyDown(prompt, { key: 'Enter', shiftKey: true });
    expect(sentOperations(fetchMock).map((op) => op.name)).not.toContain('CreateGenerationTask');
    fireEvent.keyDown(prompt, { key: 'Enter' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 10 source images.');
    expect(
      sentOperations(fetchMock).find((op) => op.name === 'CreateGenerationTask')?.variables,
    ).toEqual({
      input: {
        planId: 'plan-enter',
        input: {
          prompt: 'Remove the people and cars',
          style: null,
          model: 'kontext',
          input: { aspect_ratio: 'match_input_image', output_format: 'jpg' },
          image: '/media/plans/front.jpg',
          images: ['/media/plans/front.jpg'],
        },
      },
    });
  });

  it('shows each status in its colour, its timing, its failure, and the actions it allows', async () => {
    renderStudio('plan-tasks', {
      tasks: [
        task('t-created', 'CREATED', {
          input: { ...task('x', 'CREATED').input, images: ['/a.jpg', '/b.jpg', '/c.jpg'] },
        }),
        task('t-pending', 'PENDING', { startedAt: START }),
        doneTask,
        task('t-failure', 'FAILURE', {
          startedAt: START,
          finishedAt: START + 7_200_000,
          error: 'No model provider is configured (GENERATION_API_TOKEN).',
        }),
      ],
    });
    const rows = await screen.findAllByTestId('generation-task');
    const byId = (id: string) => {
      const row = rows.find((each) => each.dataset.taskId === id);
      if (!row) throw new Error(`no row ${id}`);
      return within(row);
    };
    const expectations = [
      ['t-created', 'created', 'blue'],
      ['t-pending', 'pending', 'orange'],
      ['t-done', 'done', 'green'],
      ['t-failure', 'failure', 'red'],
    ] as const;
    for (const [id, status, colour] of expectations) {
      const badge = byId(id).getByTestId('task-status');
      expect(badge).toHaveTextContent(status);
      expect(badge).toHaveAttribute('data-status', status);
      expect(badge).toHaveAttribute('data-colour', colour);
    }

    // Retry for created, done and failure; never while a task runs.
    expect(byId('t-created').getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(byId('t-pending').queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(byId('t-done').getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(byId('t-failure').getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    // Results and Save to plan only when done with a result.
    expect(byId('t-done').getByRole('button', { name: 'Save to plan' })).toBeInTheDocument();
    expect(byId('t-done').getByRole('link', { name: 'Open result 1' })).toHaveAttribute(
      'href',
      '/media/generated/r1.png',
    );
    for (const id of ['t-created', 't-pending', 't-failure']) {
      expect(byId(id).queryByRole('button', { name: 'Save to plan' })).not.toBeInTheDocument();
    }

    // The loader covers the source image until the task ends.
    expect(byId('t-created').getByRole('status', { name: 'Waiting to start' })).toBeInTheDocument();
    expect(byId('t-pending').getByRole('status', { name: 'Generating' })).toBeInTheDocument();
    expect(byId('t-done').queryByRole('status')).not.toBeInTheDocument();
    expect(byId('t-failure').queryByRole('status')).not.toBeInTheDocument();

    expect(byId('t-created').getByTestId('task-remaining-time')).toHaveTextContent(
      'Remaining time: 2 min',
    );
    expect(byId('t-pending').getByTestId('task-remaining-time')).toHaveTextContent(
      'Remaining time: 1 min',
    );
    expect(byId('t-done').getByTestId('task-execution-time')).toHaveTextContent(
      'Execution time: 0.01 h',
    );
    expect(byId('t-failure').getByTestId('task-execution-time')).toHaveTextContent(
      'Execution time: 2.00 h',
    );
    expect(byId('t-failure').getByTestId('task-error')).toHaveTextContent(
      'No model provider is configured (GENERATION_API_TOKEN).',
    );
    expect(byId('t-done').queryByTestId('task-error')).not.toBeInTheDocument();
  });

  it('saves a result to the plan, retries a task, and filters by status', async () => {
    const { fetchMock } = renderStudio('plan-actions', {
      tasks: [doneTask, task('t-failure', 'FAILURE', { error: 'Timed out.' })],
      answers: {
        SaveResultToPlan: { data: { saveResultToPlan: true } },
        RetryGenerationTask: { data: { retryGenerationTask: task('t-failure', 'CREATED') } },
      },
    });
    const rows = await screen.findAllByTestId('generation-task');
    const planLoads = () => sentOperations(fetchMock).filter((op) => op.name === 'StudioPlan');
    const loadsBefore = planLoads().length;

    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Save to plan' }));
    expect(await screen.findByText('Image saved to plan successfully')).toBeInTheDocument();
    // The card says where the result went, and that homeowners see it once it is published.
    expect(within(rows[0] as HTMLElement).getByTestId('task-saved')).toHaveTextContent(
      /unpublished: homeowners see it once it is published/,
    );
    // The plan is asked again, so its photos (here: the picker's) show the saved result.
    await waitFor(() => expect(planLoads().length).toBeGreaterThan(loadsBefore));

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Task retried successfully')).toBeInTheDocument();
    expect(sentOperations(fetchMock)).toContainEqual({
      name: 'RetryGenerationTask',
      variables: { taskId: 't-failure', planId: 'plan-actions' },
    });
    expect(sentOperations(fetchMock)).toContainEqual({
      name: 'SaveResultToPlan',
      variables: { planId: 'plan-actions', taskId: 't-done' },
    });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failure' } });
    await waitFor(() => expect(screen.getAllByTestId('generation-task')).toHaveLength(1));
    expect(sentOperations(fetchMock).at(-1)).toEqual({
      name: 'GenerationTasks',
      variables: { planId: 'plan-actions', status: 'FAILURE', page: 1, pageSize: 10 },
    });
  });

  it("says 'No generation tasks found' when there are none", async () => {
    renderStudio('plan-empty');
    expect(await screen.findByText('No generation tasks found')).toBeInTheDocument();
  });

  it("says 'Error loading tasks: …' with the server's message", async () => {
    renderStudio('plan-broken', {
      answers: { GenerationTasks: apiError('Database is busy', 'INTERNAL') },
    });
    expect(await screen.findByText('Error loading tasks: Database is busy')).toBeInTheDocument();
  });

  it("says 'Plan not found'", async () => {
    renderStudio('plan-missing', { answers: { StudioPlan: { data: { plan: null } } } });
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
  });
});
