import { expect, test } from './fixtures';
import { demoPlan, openPlanPage } from './demoCatalogue';
import { DEMO_USER, logIn, waitForApp } from './session';

// The catalogue's own chunk; Vite names a lazy screen's chunk after its module.
const PLANS_CHUNK = '**/assets/PlansScreen-*.js';

test('a screen whose code does not load names the chunk and the reason, and a reload brings it', async ({
  page,
}) => {
  await page.route(PLANS_CHUNK, (route) => route.abort('connectionfailed'));
  await page.goto('/plans');

  await expect(
    page.getByRole('heading', { name: 'Loading chunk PlansScreen failed.' }),
  ).toBeVisible();
  // The browser's own words, naming the file it could not fetch.
  await expect(page.getByText(/^\(error: .*PlansScreen-.*\.js\)$/)).toBeVisible();

  await page.unroute(PLANS_CHUNK);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await waitForApp(page);
  // The catalogue's code ran: it sends a visitor to sign in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /Loading chunk/ })).toHaveCount(0);
});

test('a plan page opens on the answers its page carried: it sends neither the login check nor the plan query', async ({
  page,
}) => {
  await logIn(page, DEMO_USER);
  const plan = await demoPlan(page, 0);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    sent.push(/(?:query|mutation) (\w+)/.exec(request.postData() ?? '')?.[1] ?? 'unnamed');
  });

  await openPlanPage(page, plan.id);

  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
  // Signed in, as the page said: the main navigation offers the profile.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
  ).toBeVisible();
  expect(sent).not.toContain('CheckIfLoggedIn');
  expect(sent).not.toContain('PlanView');

  // An answer serves the page it came with only: going to the plan again in the app asks.
  await page.goto('/plans');
  await waitForApp(page);
  await page.getByRole('link', { name: plan.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
  expect(sent).toContain('PlanView');
});
