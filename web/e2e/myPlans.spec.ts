import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { planCentre, touchDrag } from './mapHelpers';
import { dismissToasts, placePlanSignedIn, saveToMyPlans, skipMapToolOnboarding } from './mapSteps';
import { DEMO_ADMIN, graphql } from './session';

// A phone: the homeowner saves, estimates and manages plans with a finger.
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
});

/** How many saved plans the signed-in user has. */
async function savedCount(page: Page): Promise<number> {
  const data = await graphql<{ mapResults: { totalCount: number } }>(
    page,
    '{ mapResults { totalCount } }',
  );
  return data.mapResults.totalCount;
}

/** The homeowner here: no other spec saves plans as the demo admin. */
const HOMEOWNER = DEMO_ADMIN;

test('Save twice keeps one saved plan, Save as new adds one, and Estimate saves nothing', async ({
  page,
}) => {
  const map = await placePlanSignedIn(page, HOMEOWNER);
  const before = await savedCount(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });

  await saveToMyPlans(page);
  await expect.poll(() => savedCount(page)).toBe(before + 1);
  await dismissToasts(page);

  // Moved a little and saved again: the same saved plan, updated.
  const placed = await planCentre(page);
  await touchDrag(page, placed, { x: placed.x + 10, y: placed.y + 10 });
  await expect.poll(() => planCentre(page)).not.toEqual(placed);
  const updated = page.waitForResponse((response) =>
    Boolean(response.request().postData()?.includes('mutation MapResultUpdate')),
  );
  await save.click();
  expect((await (await updated).json()) as unknown).toMatchObject({
    data: { mapResultUpdate: { id: expect.any(String) as unknown } },
  });
  expect(await savedCount(page)).toBe(before + 1);
  await page.getByRole('button', { name: 'Save as new' }).click();
  await expect(page.getByText('Saved as a new plan in My Plans')).toBeVisible();
  await dismissToasts(page);
  expect(await savedCount(page)).toBe(before + 2);

  // Estimate saves nothing. As saved, it opens the saved plan's page, and still does after
  // coming back to the map; moved since, the plan's page for this placement (its address prices
  // the work).
  const estimate = page.getByRole('button', { name: 'Estimate' });
  const heading = page.getByRole('heading', { level: 1 });
  await estimate.click();
  await expect(page).toHaveURL(/\/plan\/[^/?]+\/[^/?]+$/);
  await expect(heading).toBeVisible();
  const savedPlanPage = page.url();
  await page.goBack();
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);
  await estimate.click();
  await expect(page).toHaveURL(savedPlanPage);
  await expect(heading).toBeVisible();
  await page.goBack();
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);
  const restored = await planCentre(page);
  await touchDrag(page, restored, { x: restored.x - 60, y: restored.y });
  await expect.poll(() => planCentre(page)).not.toEqual(restored);
  await estimate.click();
  await expect(page).toHaveURL(/\/plan\/[^/?]+\?address=/);
  await expect(heading).toBeVisible();
  expect(await savedCount(page)).toBe(before + 2);
});

test('My Plans: rename, delete with undo, and open on the map to move it and save it again', async ({
  page,
}) => {
  await placePlanSignedIn(page, HOMEOWNER);
  await saveToMyPlans(page);
  const before = await savedCount(page);

  await page.goto('/my-plans');
  const newest = page.getByRole('main').getByRole('listitem').first();
  await newest.getByRole('button', { name: /^Rename/ }).click();
  await newest.getByRole('textbox', { name: 'Name' }).fill('Cottage by the oak');
  await newest.getByRole('button', { name: 'Save name' }).click();
  const named = page.getByRole('listitem').filter({ hasText: 'Cottage by the oak' });
  await expect(named).toHaveCount(1);

  await named.getByRole('button', { name: 'Delete Cottage by the oak' }).click();
  await expect(page.getByRole('status')).toContainText('Deleted Cottage by the oak.');
  await expect(named).toHaveCount(0);
  expect(await savedCount(page)).toBe(before - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(named).toHaveCount(1);
  expect(await savedCount(page)).toBe(before);

  // Opened on the map: lot, plan and placement are back, and editable.
  await named.getByRole('link', { name: 'Open on map: Cottage by the oak' }).click();
  await expect(page).toHaveURL(/\/$/);
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  const opened = await planCentre(page);
  await touchDrag(page, opened, { x: opened.x + 90, y: opened.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');
  await saveToMyPlans(page);
  expect(await savedCount(page), 'saved over the opened plan, not as a copy').toBe(before);
  const stored = await graphql<{
    mapResults: { items: { name: string; map: { placement: unknown } }[] };
  }>(page, '{ mapResults(pageSize: 100) { items { name map } } }');
  const oak = stored.mapResults.items.find((item) => item.name === 'Cottage by the oak');
  expect(oak?.map.placement).toBeTruthy();
});
