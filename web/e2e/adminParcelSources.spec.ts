import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, openAs } from './session';

// The back office's parcel sources: where the map looks up the county's lot at an address.
// `api serve` seeds one, our own parcel store holding made-up lots around the demo address.
const DEMO_SOURCE = 'Example parcels around the demo address (made-up data)';
/** The demo address, inside lot EX-25-03. */
const DEMO_POINT = { lon: '-97.7404', lat: '30.2747' };
const LAYER_URL = 'https://gis.example.gov/arcgis/rest/services/Parcels/FeatureServer';

test('an admin finds the demo source and tries it at the demo address', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin');
  await page.getByRole('link', { name: /^Parcel sources/ }).click();
  const card = page.getByRole('article', { name: DEMO_SOURCE });
  await expect(card).toContainText('Our parcel store');
  await expect(card).toContainText('Travis County (county)');
  await expect(card).toContainText('Enabled');

  await card.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: DEMO_SOURCE })).toBeVisible();
  // 'Try a point' starts at the middle of the source's extent.
  await expect(page.getByLabel('Longitude')).not.toHaveValue('');
  await page.getByLabel('Longitude').fill(DEMO_POINT.lon);
  await page.getByLabel('Latitude').fill(DEMO_POINT.lat);
  await page.getByLabel('Latitude').press('Enter');

  const answer = page.getByRole('status', { name: 'Answer' });
  await expect(answer).toContainText('Found a parcel');
  await expect(answer.getByText('EX-25-03', { exact: true })).toBeVisible();
  await expect(answer).toContainText('SF-3 (example)');
  await expect(answer).toContainText('7,200 sq ft');
  await expect(answer.getByRole('definition').nth(3)).toHaveText('4');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'The parcels imported into it are removed too.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test("an admin adding an ArcGIS source sees the API's word on its URL, then adds and deletes it", async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/parcel-sources');
  await page.getByRole('link', { name: 'Add source' }).click();
  await expect(page.getByRole('heading', { name: 'New parcel source' })).toBeVisible();

  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText(/^Name: /)).toBeVisible();
  await expect(page.getByText(/^Area: /)).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Travis County parcels');
  await page.getByLabel('Protocol').selectOption('ARCGIS');
  await page.getByLabel('URL').fill(LAYER_URL);
  await page.getByLabel('Parcel number field').fill('PROP_ID');
  await page.getByLabel('Situs address field').fill('SITUS');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('County').selectOption({ label: 'Travis County' });
  await page.getByRole('button', { name: 'Add source' }).click();

  // The API's message sits on the URL field, which has the focus; the rest is as typed.
  const url = page.getByLabel('URL');
  await expect(url).toHaveAccessibleDescription(/URL: enter the layer's address/);
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  await expect(url).toHaveValue(LAYER_URL);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Travis County parcels');
  await expect(page.getByLabel('Parcel number field')).toHaveValue('PROP_ID');
  await expect(page.getByLabel('Situs address field')).toHaveValue('SITUS');
  await expect(page.getByLabel('County').locator('option:checked')).toHaveText('Travis County');

  // With the layer's number and an extent (no service is asked for one), it is added.
  await url.fill(`${LAYER_URL}/0`);
  await expect(url).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('West').fill('-98.2');
  await page.getByLabel('South').fill('30.0');
  await page.getByLabel('East').fill('-97.4');
  await page.getByLabel('North').fill('30.6');
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText('Parcel source created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Travis County parcels' })).toBeVisible();
  await expect(page.getByText('ArcGIS REST feature layer')).toBeVisible();
  await expect(page.getByLabel('Longitude')).toHaveValue('-97.8');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete “Travis County parcels”?');
  await page.getByRole('button', { name: 'Delete source' }).click();
  await expect(page.getByText('Parcel source deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parcel sources' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Travis County parcels' })).toHaveCount(0);
});

/**
 * A county file of three made-up lots (example data), 60 × 120 ft, side by side, in western
 * Travis County, far from the demo's fabric.
 */
function countyFile(): string {
  const [lon, lat] = [-97.9, 30.4];
  const width = 60 / 315_000; // about 60 ft of longitude here
  const depth = 120 / 364_000; // 120 ft of latitude
  const features = [0, 1, 2].map((i) => {
    const west = lon + i * width;
    const ring = [
      [west, lat],
      [west, lat + depth],
      [west + width, lat + depth],
      [west + width, lat],
      [west, lat],
    ];
    return {
      type: 'Feature',
      properties: { PROP_ID: `E2E-${i + 1}`, ZONING: 'RR (example)' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

test("an admin imports a county's file into a store source and finds its parcels", async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/parcel-source/new');
  await page.getByLabel('Name', { exact: true }).fill('Western Travis parcels (e2e)');
  await page.getByLabel('Protocol').selectOption('STORE');
  await page.getByLabel('Parcel number field').fill('PROP_ID');
  await page.getByLabel('Zoning field').fill('ZONING');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByLabel('County').selectOption({ label: 'Travis County' });
  await page.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText('Parcel source created successfully')).toBeVisible();
  await expect(page.getByText('No parcels yet')).toBeVisible();

  await page.getByLabel('County parcel file').setInputFiles({
    name: 'western-travis.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(countyFile()),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  const imported = page.getByRole('listitem', { name: 'western-travis.geojson' });
  await expect(imported).toContainText('Done');
  await expect(imported).toContainText('3 parcels stored from 3 features.');
  await expect(imported.getByRole('progressbar')).toHaveAttribute('value', '100');
  // The source now covers its parcels' box.
  await expect(page.getByText('No parcels yet')).toHaveCount(0);

  await page.getByLabel('Longitude').fill('-97.89985');
  await page.getByLabel('Latitude').fill('30.40015');
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  const answer = page.getByRole('status', { name: 'Answer' });
  await expect(answer.getByText('E2E-1', { exact: true })).toBeVisible();
  await expect(answer).toContainText('RR (example)');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete source' }).click();
  await expect(page.getByText('Parcel source deleted successfully')).toBeVisible();
});

test('an admin renames the demo source and finds it under its new name', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin/parcel-sources');
  const renamed = 'Example parcels (renamed)';
  await rename(page, DEMO_SOURCE, renamed);
  await expect(page.getByRole('article', { name: renamed })).toBeVisible();
  await expect(page.getByRole('article', { name: DEMO_SOURCE })).toHaveCount(0);
  // Back as it was, for the specs that follow on this API.
  await rename(page, renamed, DEMO_SOURCE);
  await expect(page.getByRole('article', { name: DEMO_SOURCE })).toBeVisible();
});

/** Renames a source through its form, from the list and back to it. */
async function rename(page: Page, from: string, to: string) {
  await page.getByRole('article', { name: from }).getByRole('link', { name: 'Edit' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(from);
  // The form opens on the source's area, its state and county.
  await expect(page.getByLabel('County').locator('option:checked')).toHaveText('Travis County');
  await expect(page.getByLabel('State').locator('option:checked')).toHaveText('Texas');
  await name.fill(to);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parcel source updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: to })).toBeVisible();
  await page.getByRole('link', { name: 'Back to List' }).click();
}

test.describe('on a 375 px phone', () => {
  test.use({ ...PHONE, viewport: { width: 375, height: 812 } });

  test('the list, a source and its form fit the screen and pass axe', async ({ page }) => {
    await openAs(page, DEMO_ADMIN, '/admin/parcel-sources');
    await expect(page.getByRole('article', { name: DEMO_SOURCE })).toBeVisible();
    await expectFitsAndAccessible(page);

    await page
      .getByRole('article', { name: DEMO_SOURCE })
      .getByRole('link', { name: 'View' })
      .tap();
    await page.getByRole('button', { name: 'Try', exact: true }).tap();
    await expect(page.getByRole('status', { name: 'Answer' })).toContainText(
      /Found a parcel|No parcel here/,
    );
    await expectFitsAndAccessible(page);

    await page.goto('/admin/parcel-source/new');
    await page.getByLabel('State').selectOption({ label: 'Texas' });
    await page.getByLabel('County').selectOption({ label: 'Travis County' });
    await page.getByLabel('West').fill('west');
    await page.getByLabel('West').blur();
    await expect(page.getByText(/^Extent: enter each side as a number/)).toBeVisible();
    await page.getByRole('button', { name: 'Add source' }).tap();
    await expect(page.getByText(/^Name: /)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByText(/enter all four sides/)).toBeVisible();
    // The tap leaves the button hovered, in a colour of its own; axe judges the form at rest.
    await page.getByRole('heading', { name: 'New parcel source' }).tap();
    await expectFitsAndAccessible(page);
    await page.getByLabel('Protocol').selectOption('OGC');
    await expect(page.getByLabel('Collection')).toBeVisible();
    await expectFitsAndAccessible(page);
    await page.getByLabel('Protocol').selectOption('STORE');
    await expect(page.getByLabel('URL')).toHaveCount(0);
    await expect(page.getByLabel('Collection')).toHaveCount(0);
  });
});

/** The page is no wider than the screen, and axe finds no serious or critical violation. */
async function expectFitsAndAccessible(page: Page) {
  // A phone's browser widens its layout to fit a page that is too wide: compare with the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
  expect(serious).toEqual([]);
}
