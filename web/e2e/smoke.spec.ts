import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { skipMapToolOnboarding } from './mapSteps';
import { countPixels, FOOTPRINT_PIXEL } from './pixels';

// The map ('/') greets a first-time visitor with its onboarding dialog; these tests are not about it.
test.beforeEach(async ({ page }) => skipMapToolOnboarding(page));

async function waitForApp(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
}

async function firstPlan(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.post('/graphql', {
    headers: { 'Content-Type': 'application/json' },
    data: { query: '{ plans(filters: { page: 1, pageSize: 1 }) { items { id title } } }' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { plans: { items: { id: string; title: string }[] } };
  };
  const plan = body.data.plans.items.at(0);
  if (!plan) throw new Error('the demo catalogue is empty');
  return plan;
}

test('the map screen loads with header, footer and a strip of plans', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await expect(page.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', /terms/);

  const cards = page.getByRole('region', { name: 'Plans' }).getByRole('button');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(cards.first()).toContainText(/(Studio|\d+ BD \/ \d+ BATH)/);
  await expect(cards.first()).toContainText(/\d+(\.\d)? SQ FT/);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('selecting a plan draws its footprint in the middle of the map', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const map = page.getByTestId('plan-map');
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  const before = await countPixels(page, await map.screenshot(), FOOTPRINT_PIXEL, 120);
  expect(before).toBe(0);

  const card = page.getByRole('region', { name: 'Plans' }).getByRole('button').first();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-footprint', 'drawn');

  // The source update renders on the next frames; poll the pixels rather than sleep.
  await expect
    .poll(async () => countPixels(page, await map.screenshot(), FOOTPRINT_PIXEL, 120))
    .toBeGreaterThan(80);
});

test('a plan deep link shows the plan', async ({ page }) => {
  const plan = await firstPlan(page);
  await page.goto(`/plan/${plan.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
  await expect(page).toHaveTitle(/(Studio|BD \/ \d+ BATH).*SQ FT/);
});

test('a plan link with a map result id shows the plan too', async ({ page }) => {
  const plan = await firstPlan(page);
  await page.goto(`/plan/${plan.id}/some-map-result`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
});

test('an unknown plan id says the plan was not found', async ({ page }) => {
  await page.goto('/plan/no-such-plan');
  await waitForApp(page);
  await expect(page.getByText('Plan not found')).toBeVisible();
});

test('an unknown route shows the not-found screen', async ({ page }) => {
  await page.goto('/this/route/does/not/exist');
  await waitForApp(page);
  await expect(page.getByText('Sorry, the page you visited does not found.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('navigation moves to a 60px bottom tab bar', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(tabs.getByRole('link', { name: 'Login' })).toBeVisible();

    const box = await tabs.boundingBox();
    expect(box?.height).toBe(60);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
    await expect(page.getByRole('link', { name: 'Home' }).first()).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
