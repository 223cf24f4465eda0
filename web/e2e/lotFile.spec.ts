import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE } from './devices';
import { canvasColourBox, type ColourRange } from './mapHelpers';
import { chooseAddress, openMap, skipMapToolOnboarding, standInStreetStyle } from './mapSteps';

// Issue 26, item 2: the lot from a surveyor's drawing, on a phone. The drawing is the API tests'
// example lot (api/tests/it/fixtures/lots), in NAD83 / Texas Central (ftUS).
test.use(PHONE);

const DRAWING = join(
  import.meta.dirname,
  '../../api/tests/it/fixtures/lots/lot-7-texas-central.dxf',
);

/** The previewed lot's amber line (lot/lotPreviewLayer.ts), as the map's canvas draws it. */
const PREVIEW_AMBER: ColourRange = { min: [245, 170, 0], max: [255, 190, 20] };

/** The lot panel below the map, whatever its count of corners. */
function lotPanel(page: Page) {
  return page.locator('details').filter({
    has: page.locator('summary', { hasText: /^Lot lines and setbacks/ }),
  });
}

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
  await standInStreetStyle(page);
});

test("a surveyor's drawing is previewed on the map, then becomes the lot", async ({ page }) => {
  const map = await openMap(page);
  await chooseAddress(page);
  const panel = lotPanel(page);
  await panel.locator('summary').tap();

  await panel.getByLabel(/Load the lot from a survey or GIS file/).setInputFiles(DRAWING);
  // A drawing does not say what it was drawn in: the homeowner does.
  const readButton = panel.getByRole('button', { name: 'Read the file' });
  await expect(readButton).toBeDisabled();
  await panel.getByLabel('Drawn in').selectOption('EPSG:2277');
  await readButton.tap();

  const card = page.getByRole('region', { name: 'Lot from lot-7-texas-central.dxf' });
  await expect(card).toBeInViewport();
  await expect(card).toContainText(
    '5 corners · 8,377 sq ft · read in NAD83 / Texas Central (ftUS) · the largest of 2 outlines in the file',
  );
  // Previewed beside the lot, which is as it was until the homeowner takes the file's.
  await expect.poll(() => canvasColourBox(page, PREVIEW_AMBER)).toBeDefined();
  await expect(panel.locator('summary')).toHaveText('Lot lines and setbacks (4 corners)');

  await card.getByRole('button', { name: 'Use this lot' }).tap();
  await expect(card).toHaveCount(0);
  await expect(panel.locator('summary')).toHaveText('Lot lines and setbacks (5 corners)');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect.poll(() => canvasColourBox(page, PREVIEW_AMBER)).toBeUndefined();
});

test('a file that holds no lot says why, and the lot stays', async ({ page }) => {
  await openMap(page);
  await chooseAddress(page);
  const panel = lotPanel(page);
  await panel.locator('summary').tap();

  await panel.getByLabel(/Load the lot from a survey or GIS file/).setInputFiles({
    name: 'driveway.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(
      JSON.stringify({
        type: 'LineString',
        coordinates: [
          [-97.7405, 30.2745],
          [-97.7403, 30.2745],
        ],
      }),
    ),
  });

  await expect(panel.getByRole('alert')).toHaveText(
    'The file holds no closed outline (a polygon, or a polyline that ends where it starts).',
  );
  await expect(page.getByRole('region', { name: /^Lot from/ })).toHaveCount(0);
  await expect(panel.locator('summary')).toHaveText('Lot lines and setbacks (4 corners)');
});
