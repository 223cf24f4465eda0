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

  // Map questions are drawn on the plan around the address: the water meter is a tap, the
  // driveway a line of taps saved with Save.
  const meter = page.getByRole('img', { name: 'Lot plan for Water meter location' });
  await meter.scrollIntoViewIfNeeded();
  const box = await meter.boundingBox();
  if (!box) throw new Error('the plan has no box');
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  await expect(meter).toHaveAttribute('data-points', '1');
  const driveway = page.getByRole('img', { name: 'Lot plan for Driveway' });
  await driveway.scrollIntoViewIfNeeded();
  const road = await driveway.boundingBox();
  if (!road) throw new Error('the plan has no box');
  await page.mouse.click(road.x + road.width * 0.5, road.y + road.height * 0.95);
  await page.mouse.click(road.x + road.width * 0.5, road.y + road.height * 0.6);
  await expect(driveway).toHaveAttribute('data-points', '2');
  await page.getByRole('button', { name: 'Save driveway' }).click();
  await expect(status).toContainText('all saved');

  // Submitting too early lists what is missing.
  await page.getByRole('button', { name: 'Submit visit' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please answer these' });
  await expect(missing.getByRole('link', { name: 'Backyard photo' })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Architectural style' })).toHaveCount(0);

  // The report holds the answers given; the GeoJSON holds the driveway line.
  await page.goto(`/site-visit/${id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF report' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe('site-visit-report.pdf');
  const text = Buffer.concat(
    (await (await report.createReadStream()).toArray()) as Buffer[],
  ).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  for (const shown of [
    '(Backyard cottage walk)',
    '(Architectural style *: Ranch)',
    '(Roof material *: Clay Tile)',
    '(Number of stories: 2)',
  ]) {
    expect(text).toContain(shown);
  }
  const geojson = (await (await page.request.get(`/api/site-visits/${id}/map.geojson`)).json()) as {
    features: { geometry: { type: string }; properties: { questionId?: string } }[];
  };
  const line = geojson.features.find((f) => f.properties.questionId === 'driveway.line');
  expect(line?.geometry.type).toBe('LineString');

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
