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
