import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER, openAs } from './session';
import { photoPng } from './testImages';

/** The smallest document the API takes as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

// A phone: the site-visit tool is used walking the property.
test.use(PHONE);

test('a homeowner walks a visit on a phone: photos, selects, map answers, offline, submit; the report and the admin list hold it', async ({
  page,
  browser,
}) => {
  // A whole visit: six photos, two documents, four maps, an offline spell and two submits.
  test.setTimeout(180_000);
  await openAs(page, DEMO_USER, '/tools');
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

  // Answering: each answer is saved as it is given.
  await page.goto(`/site-visit/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Backyard cottage walk' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /answered/ });
  const question = (questionId: string) => page.locator(`#q-${questionId.replace('.', '-')}`);
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: photoPng(320, 240) });
  const uploadPhoto = async (title: string, name: string) => {
    await page.getByTestId(`${title} file input`).setInputFiles(photo(name));
    await expect(page.getByRole('list', { name: title }).getByRole('img')).toHaveCount(1);
  };

  // The house: the backyard photo and the selects.
  await uploadPhoto('Backyard photo', 'backyard.png');
  await expect(status).toContainText('1 of');
  await expect(status).toContainText('all saved');
  await question('house.architectural_style').getByRole('radio', { name: 'Ranch' }).check();
  await question('house.roof_material').getByRole('radio', { name: 'Clay Tile' }).check();
  await question('house.siding').getByRole('checkbox', { name: 'Stucco' }).check();
  await uploadPhoto('Windows', 'windows.png');
  await uploadPhoto('Doors', 'doors.png');
  const stories = page.getByLabel('Number of stories');
  await stories.fill('2');
  await stories.blur();
  await expect(status).toContainText('7 of');
  await expect(status).toContainText('all saved');

  // Map questions are drawn on the property's map: the water meter is a tap, the driveway a
  // line of taps saved with Save.
  const tapMap = async (questionId: string, title: string, at: [number, number][]) => {
    await question(questionId).getByRole('button', { name: 'Place on the map' }).click();
    const map = question(questionId).getByRole('region', { name: `Map for ${title}` });
    await expect(map).toHaveAttribute('data-ready', 'true');
    const box = await map.boundingBox();
    if (!box) throw new Error(`the map for ${title} has no box`);
    // Through the locator, so each tap waits until that point of the map is not under the
    // phone's bottom bar.
    for (const [x, y] of at) {
      await map.click({ position: { x: box.width * x, y: box.height * y } });
    }
  };
  await tapMap('water.meter_location', 'Water meter location', [[0.5, 0.5]]);
  await expect(question('water.meter_location')).toContainText('Placed on the map.');
  await tapMap('driveway.line', 'Driveway', [
    [0.5, 0.85],
    [0.55, 0.45],
  ]);
  await expect(question('driveway.line')).toContainText('A line through 2 points (not saved yet).');
  await page.getByRole('button', { name: 'Save driveway' }).click();
  await expect(question('driveway.line')).toContainText('A line through 2 points.');
  await expect(status).toContainText('all saved');

  // Offline, answers and photos wait on the phone and are sent when it is back online.
  await page.context().setOffline(true);
  await question('landscape.slope').getByRole('radio', { name: 'Flat' }).check();
  const access = question('landscape.backyard_access').getByRole('textbox');
  await access.fill('Side gate, 4 ft wide');
  await access.blur();
  await page.getByTestId('Electrical meter photo file input').setInputFiles(photo('meter.png'));
  await expect(question('power.meter_photo')).toContainText(
    'Waiting on this device to be sent: meter.png',
  );
  await expect(status).toContainText('2 answers and 1 photo waiting to be sent (offline)');
  await page.context().setOffline(false);
  await expect(status).toContainText('all saved');
  await expect(
    page.getByRole('list', { name: 'Electrical meter photo' }).getByRole('img'),
  ).toHaveCount(1);
  await page.reload();
  await expect(question('landscape.slope').getByRole('radio', { name: 'Flat' })).toBeChecked();
  await expect(access).toHaveValue('Side gate, 4 ft wide');
  await expect(
    page.getByRole('list', { name: 'Electrical meter photo' }).getByRole('img'),
  ).toHaveCount(1);

  // Submitting too early lists what is missing, with links to it.
  await page.getByRole('button', { name: 'Submit visit' }).click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please answer these' });
  await expect(missing.getByRole('link', { name: 'Trees location' })).toBeVisible();
  await expect(missing.getByRole('link', { name: "Owner's name" })).toBeVisible();
  await expect(missing.getByRole('link', { name: 'Backyard photo' })).toHaveCount(0);
  await expect(missing.getByRole('link', { name: 'Architectural style' })).toHaveCount(0);

  // Completing it: the rest of the required answers.
  await tapMap('landscape.trees', 'Trees location', [
    [0.3, 0.3],
    [0.6, 0.3],
    [0.45, 0.6],
  ]);
  await page.getByRole('button', { name: 'Save trees location' }).click();
  await uploadPhoto('Electrical panel photo', 'panel.png');
  await uploadPhoto('Water meter face', 'meter-face.png');
  await question('water.meter_size').getByRole('radio', { name: '3/4"' }).check();
  await tapMap('sewer.lateral', 'Sewer lateral', [[0.4, 0.7]]);
  const description = question('driveway.description').getByRole('textbox');
  await description.fill('Concrete, two cars wide');
  await description.blur();
  await question('driveway.material').getByRole('radio', { name: 'Concrete' }).check();
  for (const [label, name] of [
    ['Add property survey (PDF or photo)', 'survey.pdf'],
    ['Add deed or title report (PDF or photo)', 'deed.pdf'],
  ] as const) {
    await page.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  const owner = question('documents.owner_name').getByRole('textbox');
  await owner.fill('Jordan Rivera');
  await owner.blur();
  await expect(status).toContainText('all saved');
  await page.getByRole('button', { name: 'Submit visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/site-visit/${id}$`));
  await expect(page.getByText(/questions answered · Submitted$/)).toBeVisible();
  await expect(page.getByRole('region', { name: "Map of the visit's answers" })).toHaveAttribute(
    'data-ready',
    'true',
  );

  // The report holds the answers given; the GeoJSON holds the driveway line.
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
    "(Owner's name *: Jordan Rivera)",
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
  await openAs(admin, DEMO_ADMIN, '/admin/site-visits');
  const card = admin.getByRole('article', { name: 'Backyard cottage walk' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View' }).click();
  await expect(admin).toHaveURL(new RegExp(`/site-visit/${id}$`));
  await expect(admin.getByRole('heading', { name: 'Backyard cottage walk' })).toBeVisible();
});
