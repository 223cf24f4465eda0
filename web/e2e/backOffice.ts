import { expect, type Page } from '@playwright/test';
import { waitForApp } from './session';
import { photoPng } from './testImages';

// The back office's steps, as an admin takes them (signed in as the demo admin first).

/** Opens a plan's edit form in the back office. */
export async function openPlanForm(page: Page, planId: string) {
  await page.goto(`/admin/plan/edit/${encodeURIComponent(planId)}`);
  await waitForApp(page);
}

/** Presses 'Update Plan' on the plan form and waits until the plan is saved. */
export async function updatePlan(page: Page) {
  await page.getByRole('button', { name: 'Update Plan' }).click();
  await expect(page.getByText('Plan successfully updated')).toBeVisible();
}

/** Adds a generated photo named `name` to a plan through its form, and saves the plan. */
export async function addPlanPhoto(
  page: Page,
  planId: string,
  name: string,
  size: { width: number; height: number },
) {
  await openPlanForm(page, planId);
  await page.getByTestId('Photos file input').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: photoPng(size.width, size.height),
  });
  await expect(page.getByRole('img', { name })).toBeVisible();
  await updatePlan(page);
}
