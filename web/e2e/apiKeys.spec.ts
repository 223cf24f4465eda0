import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, openAs, waitForApp } from './session';

// The back office's API keys: an admin makes a key for an integrator, who calls the REST API
// with it as `Authorization: Bearer …`; once the admin revokes it, the same call is refused.
const NAME = 'Buildco website (e2e)';
const REFUSED = 'The API key is not valid or was revoked; ask us for a new one.';

/**
 * The integrator's call, made from the page as another site's script would make it. Past the
 * browser's cache: v1 reads may be reused for a while, and the call must reach the API.
 */
async function listPlans(page: Page, key: string) {
  return page.evaluate(async (secret) => {
    const response = await fetch('/api/v1/plans?pageSize=1', {
      headers: { Authorization: `Bearer ${secret}` },
      cache: 'no-store',
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, key);
}

/** The serious and critical accessibility violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

test('an admin makes a key shown once, an integrator calls with it, and a revoke refuses it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, DEMO_ADMIN, '/admin');
  await page.getByRole('link', { name: /^API keys/ }).click();
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How integrators use keys' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  expect((await page.request.get('/api/docs')).ok()).toBe(true);

  await page.getByRole('button', { name: 'New API key' }).click();
  await expect(page.getByLabel('Requests per minute')).toHaveValue('600');
  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Requests per minute').fill('120');
  await page.getByRole('button', { name: 'Create key' }).click();

  // The key, once, with the header to send it in; Copy puts it on the clipboard.
  const notice = page.getByRole('region', { name: `New key for “${NAME}”` });
  await expect(notice).toContainText('Copy this key now. It will not be shown again.');
  const secret = await notice.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^hpk_\S{20,}$/);
  await expect(notice).toContainText(`Authorization: Bearer ${secret}`);
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Copy' }).click();
  await expect(notice.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // The list has the new key, by its first characters only.
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).toContainText('120 / min');
  await expect(row).toContainText(`by ${DEMO_ADMIN.email}`);
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');

  // Reads also work without a key, but never with a key that is not valid: this one is.
  const allowed = await listPlans(page, secret);
  expect(allowed.status).toBe(200);
  expect(allowed.body).toMatchObject({ page: 1, pageSize: 1 });

  // Closed, the key is gone from the page, and the screen opened again does not have it.
  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(row).toContainText('Active');
  expect(await page.content()).not.toContain(secret);
  // The call was counted as the key's use.
  await expect(row).not.toContainText('Never');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByRole('alertdialog')).toContainText(
    `Revoke the key “${NAME}”? Every request with it is refused from now on.`,
  );
  await row.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toContainText(/Revoked on /);
  await expect(row.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  const refused = await listPlans(page, secret);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ message: REFUSED });
});
