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

test("the address's parcel becomes the lot, with its number and zoning, kept on reload", async ({
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

  // The device keeps the visitor's map: the lot is still the parcel's after a reload.
  await page.reload();
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-lot', 'placed');
  await page.locator('summary', { hasText: /^Lot lines and setbacks/ }).tap();
  await expect(parcel).toBeVisible();
});
