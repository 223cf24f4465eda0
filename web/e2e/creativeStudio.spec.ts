import type { Locator, Page } from '@playwright/test';
import { addPlanPhoto, openPlanForm } from './backOffice';
import { DESKTOP } from './devices';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, graphql, logIn, waitForApp } from './session';

/** The newest task of the list (tasks are listed newest first). */
const newestTask = (page: Page) => page.getByTestId('generation-task').first();
const badge = (task: Locator) => task.getByTestId('task-status');

/** Chooses the plan's last photo (the one uploaded here) as the source image. */
async function chooseUploadedPhoto(page: Page) {
  await page.getByRole('button', { name: 'Choose images' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose images' });
  await picker.getByRole('checkbox').last().check();
  await picker.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('Image selected for generation')).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('an admin upscales a photo, watches it run, saves it to the plan labelled as an AI render, and is told before generating that a model without a provider does not run, with the setting that enables it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, DEMO_ADMIN);
    const { plans } = await graphql<{ plans: { items: { id: string; title: string }[] } }>(
      page,
      '{ plans(filters: { pageSize: 1 }) { items { id title } } }',
    );
    const plan = plans.items.at(0);
    if (!plan) throw new Error('the demo catalogue has no plans');

    // A photo the studio can work on, added through the plan form.
    await addPlanPhoto(page, plan.id, 'porch.png', { width: 900, height: 700 });

    // Into the studio from the plan form.
    await openPlanForm(page, plan.id);
    await page.getByRole('button', { name: 'Creative Studio' }).click();
    await expect(page.getByText('Redirecting to Creative Studio...')).toBeVisible();
    await expect(page).toHaveURL(`/admin/plan/creative-studio/${encodeURIComponent(plan.id)}`);
    await expect(
      page.getByRole('heading', { name: `Creative Studio: ${plan.title}` }),
    ).toBeVisible();
    await expect(page.getByText('No generation tasks found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();

    // Upscale 4×: queued, running (orange), done (green).
    await chooseUploadedPhoto(page);
    await page.getByLabel('Model').selectOption('upscaler');
    await page.getByRole('radio', { name: '4×' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('Task successfully created')).toBeVisible();
    const upscale = newestTask(page);
    await expect(badge(upscale)).toHaveAttribute('data-colour', 'orange', { timeout: 30_000 });
    await expect(upscale.getByRole('status', { name: 'Generating' })).toBeVisible();
    await expect(badge(upscale)).toHaveAttribute('data-colour', 'green', { timeout: 90_000 });
    await expect(badge(upscale)).toHaveText('done');
    await expect(upscale.getByRole('status', { name: 'Generating' })).toHaveCount(0);
    await expect(upscale.getByTestId('task-execution-time')).toBeVisible();
    const result = upscale.getByRole('img', { name: 'Result 1' });
    await expect(result).toBeVisible();
    await expect
      .poll(() => result.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await upscale.getByRole('button', { name: 'Save to plan' }).click();
    await expect(page.getByText('Image saved to plan successfully')).toBeVisible();

    // The plan's photos show the render last, unpublished and labelled, with its source.
    await page.goto(`/admin/plan/${encodeURIComponent(plan.id)}`);
    await waitForApp(page);
    const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    const render = photos.last();
    await expect(render.getByTestId('ai-render-badge')).toHaveText('AI render');
    await expect(render.getByRole('link', { name: 'Source photo' })).toHaveAttribute(
      'href',
      /\/media\/.+\/original\.png$/,
    );
    await expect(photos.first().getByTestId('ai-render-badge')).toHaveCount(0);

    // Flux kontext has no hosted model here: the studio says so, with the setting that enables
    // it, before anything is generated, and does not run it.
    await page.goto(`/admin/plan/creative-studio/${encodeURIComponent(plan.id)}`);
    await waitForApp(page);
    await chooseUploadedPhoto(page);
    await expect(page.getByLabel('Model')).toHaveValue('kontext');
    await expect(
      page.getByRole('option', { name: 'Flux kontext (not available here)' }),
    ).toHaveCount(1);
    await expect(page.getByLabel('Model')).toHaveAccessibleDescription(/GENERATION_MODELS/);
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription(
      'Flux kontext is not available here: choose another model.',
    );

    // The kitchen model runs on the local stand-in provider: running, then done with its image.
    await page.getByLabel('Model').selectOption('kitchen');
    await expect(page.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await page.getByLabel('Style').selectOption({ label: 'Modern' });
    await page.getByLabel('Prompt').fill('Evening light');
    await page.getByLabel('Prompt').press('Enter');
    await expect(page.getByTestId('generation-task')).toHaveCount(2);
    const kitchen = newestTask(page);
    await expect(badge(kitchen)).toHaveAttribute('data-colour', 'orange', { timeout: 30_000 });
    await expect(badge(kitchen)).toHaveAttribute('data-colour', 'green', { timeout: 30_000 });
    await expect(kitchen.getByRole('img', { name: 'Result 1' })).toBeVisible();

    // The status filter narrows the list.
    await page.getByLabel('Status').selectOption('failure');
    await expect(page.getByTestId('generation-task')).toHaveCount(0);
    await page.getByLabel('Status').selectOption('done');
    await expect(page.getByTestId('generation-task')).toHaveCount(2);
    await expect(badge(newestTask(page))).toHaveAttribute('data-status', 'done');
  });
});
