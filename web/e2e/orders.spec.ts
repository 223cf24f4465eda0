import { expect, test } from './fixtures';
import { catalogue, isSiteBuiltHouse, openPlanPage, planNotYetOrdered } from './demoCatalogue';
import { DESKTOP } from './devices';
import {
  DEMO_ADMIN,
  DEMO_USER,
  logIn,
  logInOnForm,
  openAs,
  setPlanViewOnboardingDone,
  skipPlanViewOnboardingAsVisitor,
  waitForApp,
} from './session';

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

test.use(DESKTOP);

test("a homeowner confirms the order at the estimate's price, cannot order it twice and follows it on the profile", async ({
  page,
}) => {
  const name = await logIn(page, DEMO_USER);
  await setPlanViewOnboardingDone(page, true);
  const plan = await planNotYetOrdered(page, isSiteBuiltHouse);

  await openPlanPage(page, plan.id);
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
  const plan = (await catalogue(page)).find(isSiteBuiltHouse);
  if (!plan) throw new Error('the demo catalogue has no site-built house');

  await openPlanPage(page, plan.id);
  await page.getByRole('button', ORDER_BUTTON).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in.')).toBeVisible();

  await logInOnForm(page, DEMO_USER);

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
  const plan = await planNotYetOrdered(page, isSiteBuiltHouse);
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
  await openAs(page, DEMO_ADMIN, '/admin');
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
  await openAs(page, DEMO_USER, '/user/profile');
  const order = page
    .getByRole('region', { name: 'Site plan orders' })
    .getByRole('article', { name: plan.title });
  await expect(order).toContainText('In progress');
});
