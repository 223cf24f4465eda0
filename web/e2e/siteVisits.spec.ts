import { expect, test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER, logIn, waitForApp } from './session';

// A phone: the site-visit tool is used walking the property.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a homeowner starts a visit from an address, reads it, and downloads its report; the admin sees it', async ({
  page,
  browser,
}) => {
  await logIn(page, DEMO_USER);
  await page.goto('/tools');
  await waitForApp(page);
  await page.getByRole('link', { name: /Site visit/ }).click();
  await expect(page.getByRole('heading', { name: 'Site visits' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByLabel('Title (optional)').fill('Backyard cottage walk');
  await page.getByLabel('Address', { exact: true }).fill('1100 Congress Ave, Austin');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Start visit' }).click();

  await expect(page.getByRole('heading', { name: 'Backyard cottage walk' })).toBeVisible();
  await expect(page.getByText(/^0 of \d+ questions answered · Draft$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  const id = page.url().split('/').pop() ?? '';

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF report' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe('site-visit-report.pdf');
  const bytes = await (await report.createReadStream()).toArray();
  const text = Buffer.concat(bytes as Buffer[]).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toContain('(Backyard cottage walk)');

  // Answering: each answer is saved as it is given; offline, answers wait on the phone.
  await page.goto(`/site-visit/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Backyard cottage walk' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /answered/ });
  await page.getByRole('radio', { name: 'Ranch' }).check();
  await expect(status).toContainText('1 of');
  await expect(status).toContainText('all saved');

  await page.context().setOffline(true);
  await page.getByRole('radio', { name: 'Clay Tile' }).check();
  const stories = page.getByLabel('Number of stories');
  await stories.fill('2');
  await stories.blur();
  await expect(status).toContainText('2 answers waiting to be sent (offline)');
  await page.context().setOffline(false);
  await expect(status).toContainText('all saved');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Clay Tile' })).toBeChecked();
  await expect(page.getByLabel('Number of stories')).toHaveValue('2');

  // Submitting too early lists what is missing.
  await page.getByRole('button', { name: 'Submit visit' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please answer these' });
  await expect(missing.getByRole('link', { name: 'Backyard photo' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Architectural style' })).toHaveCount(0);

  await page.goto('/site-visit/list');
  await expect(page.getByRole('article', { name: 'Backyard cottage walk' })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO_ADMIN);
  await admin.goto('/admin/site-visits');
  await waitForApp(admin);
  const card = admin.getByRole('article', { name: 'Backyard cottage walk' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View' }).click();
  await expect(admin).toHaveURL(new RegExp(`/site-visit/${id}$`));
  await expect(admin.getByRole('heading', { name: 'Backyard cottage walk' })).toBeVisible();
});
