import { expect, test } from './fixtures';
import { waitForApp } from './session';

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
