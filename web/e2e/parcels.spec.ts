import { expect, test } from './fixtures';
import { PHONE } from './devices';
import { chooseAddress, openMap, skipMapToolOnboarding, standInStreetStyle } from './mapSteps';

// Issue 26, item 1: the lot from the county's parcel, on a phone. `api serve` seeds a made-up
// parcel fabric (example data) around the demo address, so the lookup needs no network.
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
  await standInStreetStyle(page);
});

test("the address's parcel becomes the lot with its front marked; a line's kind changes with two taps; all kept on reload", async ({
  page,
}) => {
  await openMap(page);
  await chooseAddress(page);
  // The offline aerial imagery's notice comes first; the parcel's is the next one.
  await expect(page.getByText('Aerial imagery could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).tap();

  await expect(
    page.getByText(
      'Lot from parcel EX-25-03 (zoning SF-3 (example)); drag its corners if your property differs.',
    ),
  ).toBeVisible();
  const summary = page.locator('summary', { hasText: /^Lot lines and setbacks/ });
  await summary.tap();
  const parcel = page.getByText(
    'Parcel EX-25-03 · zoning SF-3 (example) · Lot 3, Block 25 (example data)',
  );
  await expect(parcel).toBeVisible();

  // The street is to the south, where no parcel lies across the line: the front. The lot behind
  // makes the north line the rear; the neighbours on either hand, the sides.
  const label = (line: number, kind: string) =>
    page.getByRole('button', { name: new RegExp(`^Line ${line}, ${kind}, `) });
  await expect(label(4, 'Front')).toBeVisible();
  await expect(label(2, 'Rear')).toBeVisible();
  await expect(label(1, 'Side')).toBeVisible();
  await expect(page.getByLabel('Kind of line 4')).toHaveValue('front');

  // Two taps: the line's label, then its kind. The homeowner knows a street runs behind.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Dismiss' }).tap();
  await label(2, 'Rear').tap();
  await page
    .getByRole('dialog', { name: 'Kind of line 2' })
    .getByRole('button', { name: /^Street side/ })
    .tap();
  await expect(label(2, 'Street side')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Kind of line 2' })).toHaveCount(0);
  await expect(page.getByLabel('Kind of line 2')).toHaveValue('streetSide');
  await expect(label(4, 'Front')).toBeVisible();

  // The device keeps the visitor's map: the lot is still the parcel's after a reload.
  await page.reload();
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-lot', 'placed');
  await page.locator('summary', { hasText: /^Lot lines and setbacks/ }).tap();
  await expect(parcel).toBeVisible();
  await expect(page.getByLabel('Kind of line 2')).toHaveValue('streetSide');
  await expect(label(4, 'Front')).toBeVisible();
});
