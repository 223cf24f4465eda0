import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_ADMIN,
  DEMO_USER,
  graphql,
  logIn,
  setPlanViewOnboardingDone,
  skipPlanViewOnboardingAsVisitor,
  waitForApp,
} from './session';

interface Plan {
  id: string;
  title: string;
}

interface CatalogueEntry extends Plan {
  isHidden: boolean;
  isModular: boolean;
  isManufactured: boolean;
  meta: { type: string };
}

/**
 * The site-built houses of the demo catalogue: their estimate has an as-built site plan line (a
 * shed's has none).
 */
async function siteBuiltHouses(page: Page): Promise<Plan[]> {
  const data = await graphql<{ plans: { items: CatalogueEntry[] } }>(
    page,
    `
      query ($filters: PlanFilters) {
        plans(filters: $filters) {
          items {
            id
            title
            isHidden
            isModular
            isManufactured
            meta {
              type
            }
          }
        }
      }
    `,
    { filters: { page: 1, pageSize: 100 } },
  );
  return data.plans.items.filter(
    (plan) =>
      plan.meta.type === 'HOUSE' && !plan.isHidden && !plan.isModular && !plan.isManufactured,
  );
}

/**
 * A site-built house the signed-in user has no open order for, so ordering it places a new order
 * whatever other specs ordered on the same server before.
 */
async function planNotYetOrdered(page: Page): Promise<Plan> {
  const data = await graphql<{
    mySitePlanOrders: { items: { planId: string | null; status: string }[] };
  }>(page, 'query { mySitePlanOrders(page: 1, pageSize: 100) { items { planId status } } }');
  const open = new Set(
    data.mySitePlanOrders.items
      .filter((order) => order.status !== 'DELIVERED')
      .map((order) => order.planId),
  );
  const plan = (await siteBuiltHouses(page)).find((candidate) => !open.has(candidate.id));
  if (!plan) throw new Error('every site-built demo house is already ordered');
  return plan;
}

/** US dollars as the app shows them: '$1,200'. */
function dollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

const ORDER_BUTTON = { name: 'Order as-is site plan' };
const CONFIRMATION = { name: 'Order an as-is site plan' };

test.use({ viewport: { width: 1440, height: 900 } });

test("a homeowner confirms the order at the estimate's price, cannot order it twice and follows it on the profile", async ({
  page,
}) => {
  const name = await logIn(page, DEMO_USER);
  await setPlanViewOnboardingDone(page, true);
  const plan = await planNotYetOrdered(page);

  await page.goto(`/plan/${plan.id}`);
  await waitForApp(page);
  const estimate = page.getByRole('region', { name: 'Estimate details' });
  await estimate.scrollIntoViewIfNeeded();
  const siteplanLine = estimate.getByRole('listitem').filter({ hasText: 'As-built site plan' });
  const linePrice = /\$[\d,]+(\.\d\d)?$/.exec((await siteplanLine.innerText()).trim())?.[0];
  expect(linePrice).toBeDefined();

  await page.getByRole('button', ORDER_BUTTON).click();
  const dialog = page.getByRole('dialog', CONFIRMATION);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(plan.title)).toBeVisible();
  await expect(dialog.getByTestId('order-price')).toHaveText(linePrice ?? 'no price line');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(`Thank you, ${name}! We will follow up with more details shortly.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Ordered: the page says so instead of offering the order again.
  await expect(page.getByTestId('site-plan-ordered')).toContainText(
    /You ordered this site plan on .+\. Its status: Received\./,
  );
  await expect(page.getByRole('button', ORDER_BUTTON)).toHaveCount(0);

  await page.goto('/user/profile');
  await waitForApp(page);
  const orders = page.getByRole('region', { name: 'Site plan orders' });
  const order = orders.getByRole('article', { name: plan.title });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Received');
  await expect(order).toContainText(linePrice ?? 'no price line');
});

test('a visitor who taps order signs in and comes back to the confirmation', async ({ page }) => {
  await skipPlanViewOnboardingAsVisitor(page);
  const plan = (await siteBuiltHouses(page)).at(0);
  if (!plan) throw new Error('the demo catalogue has no site-built house');

  await page.goto(`/plan/${plan.id}`);
  await waitForApp(page);
  await page.getByRole('button', ORDER_BUTTON).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in.')).toBeVisible();

  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  const dialog = page.getByRole('dialog', CONFIRMATION);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(plan.title)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/plan/${plan.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an admin sees the order with its customer and price and moves it on; the homeowner sees it', async ({
  page,
}) => {
  const name = await logIn(page, DEMO_USER);
  const plan = await planNotYetOrdered(page);
  const response = await page.request.post('/api/order-site-plan', {
    data: {
      user: { email: DEMO_USER.email, name },
      plan: { id: plan.id, mapId: null, image: '', title: plan.title, contractorId: null },
    },
  });
  expect(response.status()).toBe(200);
  const placed = (await response.json()) as { alreadyPlaced: boolean; price: number };
  expect(placed.alreadyPlaced).toBe(false);

  await page.context().clearCookies();
  await logIn(page, DEMO_ADMIN);
  await page.goto('/admin');
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Site plan orders/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site plan orders' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Received' });

  const row = page
    .getByRole('row')
    .filter({ hasText: plan.title })
    .filter({ hasText: DEMO_USER.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(dollars(placed.price));
  await expect(row).toContainText('Received');

  await row.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(row).toContainText('In progress');
  await expect(row.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, DEMO_USER);
  await page.goto('/user/profile');
  await waitForApp(page);
  const order = page
    .getByRole('region', { name: 'Site plan orders' })
    .getByRole('article', { name: plan.title });
  await expect(order).toContainText('In progress');
});
