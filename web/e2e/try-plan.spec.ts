import type { APIRequestContext, Page } from '@playwright/test';
import { openPlanPage } from './demoCatalogue';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { chooseAddress, openMapOnLot, skipMapToolOnboarding, waitForMap } from './mapSteps';
import { DEMO_USER, graphql, logInOnForm, skipPlanViewOnboardingAsVisitor } from './session';

// A phone: the homeowner goes from a plan's page to their lot.
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
  await skipPlanViewOnboardingAsVisitor(page);
});

interface Listed {
  id: string;
  title: string;
  meta: { width: number; length: number };
}

/**
 * A plan with a size that is not on the strip's first page: only the link can have selected it.
 */
async function planBeyondFirstPage(page: Page): Promise<Listed> {
  const data = await graphql<{ guestPlans: { items: Listed[] } }>(
    page,
    '{ guestPlans(page: 1, pageSize: 100) { items { id title meta { width length } } } }',
  );
  const plan = data.guestPlans.items
    .slice(20)
    .reverse()
    .find((entry) => entry.meta.width > 0 && entry.meta.length > 0);
  if (!plan) throw new Error('the demo catalogue has no sized plan after the first page');
  return plan;
}

async function tryOnLot(page: Page, plan: Listed) {
  await openPlanPage(page, plan.id);
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
  const link = page.getByRole('link', { name: 'Try this plan on your lot' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/\\?plan=${plan.id}$`));
  await waitForMap(page);
}

/** The map has the plan on the lot, checked, and no longer names it in the URL. */
async function expectPlaced(page: Page, plan: Listed) {
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-footprint', 'drawn');
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);
  await expect(page.getByRole('region', { name: 'Lot fit' })).toContainText(plan.title);
  await expect(page).toHaveURL(/\/$/);
}

test("with a lot drawn, 'Try this plan on your lot' places that plan on it", async ({ page }) => {
  const plan = await planBeyondFirstPage(page);
  await openMapOnLot(page);
  await expect(page.getByRole('region', { name: 'Lot fit' })).toHaveCount(0);

  await tryOnLot(page, plan);
  await expectPlaced(page, plan);
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);

  // Taken once: the map session has the placement now, and a reload keeps it.
  await page.reload();
  await waitForMap(page);
  await expectPlaced(page, plan);
});

test('a fresh visitor is asked for the address first, then the plan is placed', async ({
  page,
}) => {
  const plan = await planBeyondFirstPage(page);
  await tryOnLot(page, plan);
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'none');
  const ask = page.getByText(`Search for your address to place ${plan.title} on your lot`);
  await expect(ask).toBeVisible();

  // The plan is in the URL until it is placed: a reload still brings it.
  await page.reload();
  await waitForMap(page);
  await expect(ask).toBeVisible();

  await chooseAddress(page);
  await expectPlaced(page, plan);
  await expect(ask).toHaveCount(0);
});

/** Empties the demo user's stored map from a context of its own, so the browser stays a visitor. */
async function resetDemoUserMap(request: APIRequestContext) {
  for (const [query, variables] of [
    [
      'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { name } }',
      DEMO_USER,
    ],
    [
      'mutation ($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { id } }',
      { input: { mapData: {} } },
    ],
  ] as const) {
    const response = await request.post('/graphql', {
      headers: { 'Content-Type': 'application/json' },
      data: { query, variables },
    });
    expect(response.ok()).toBe(true);
  }
}

test('the plan waits through signing in, then is placed at the address', async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({ baseURL });
  await resetDemoUserMap(other);
  await other.dispose();
  const plan = await planBeyondFirstPage(page);
  await tryOnLot(page, plan);

  await page.getByRole('navigation').getByRole('link', { name: 'Login' }).first().click();
  await logInOnForm(page, DEMO_USER);

  await expect(page).toHaveURL(new RegExp(`/\\?plan=${plan.id}$`));
  await waitForMap(page);
  await expect(page.getByText(`Search for your address to place ${plan.title}`)).toBeVisible();
  await chooseAddress(page);
  await expectPlaced(page, plan);
});

test('a link to a plan that does not exist opens the plain map', async ({ page }) => {
  await page.goto('/?plan=no-such-plan');
  await waitForMap(page);
  await expect(
    page.getByText('Search for your address, or tap the map to place your property.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
