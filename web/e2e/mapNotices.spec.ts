import type { Locator, Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { touchDrag } from './mapHelpers';
import { chooseAddress, openMap, skipMapToolOnboarding } from './mapSteps';
import { countPixels, type PixelMatch } from './pixels';

const AERIAL_FAILED = 'Aerial imagery could not be loaded.';
const HINT = 'Search for your address, or tap the map to place your property.';

/** The handle's ring: its dark orange border. Under a notice's white card it is washed out. */
const RING_PIXEL: PixelMatch = { min: [130, 0, 0], max: [210, 110, 80] };

/** How many pixels of the handle's ring show in the 44 px box of `handle`. */
async function ringPixels(page: Page, handle: Locator): Promise<number> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the handle is not laid out');
  return countPixels(page, await page.screenshot({ clip: box }), RING_PIXEL);
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openMapWithoutAerial(page: Page) {
  await skipMapToolOnboarding(page);
  // The aerial imagery service is down.
  await page.route('https://basemap.nationalmap.gov/**', (route) => route.abort());
  await openMap(page);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the aerial imagery notice leaves the lot handles in view and can be dismissed', async ({
    page,
  }) => {
    await openMapWithoutAerial(page);
    await chooseAddress(page);
    const notice = page.getByRole('status').filter({ hasText: AERIAL_FAILED });
    await expect(notice).toBeVisible();

    const corner = page.getByRole('button', { name: 'Lot corner 1' });
    const map = page.getByTestId('plan-map');
    const [cornerBox, noticeBox, mapBox] = [
      await corner.boundingBox(),
      await notice.boundingBox(),
      await map.boundingBox(),
    ];
    if (!cornerBox || !noticeBox || !mapBox) throw new Error('the map is not laid out');
    // Pan the map so the corner sits right under the notice.
    const from = { x: mapBox.x + mapBox.width / 2, y: mapBox.y + mapBox.height * 0.6 };
    const dx = noticeBox.x + noticeBox.width / 3 - (cornerBox.x + cornerBox.width / 2);
    const dy = noticeBox.y + noticeBox.height / 2 - (cornerBox.y + cornerBox.height / 2);
    await touchDrag(page, from, { x: from.x + dx, y: from.y + dy });
    await expect
      .poll(async () => {
        const [c, n] = [await corner.boundingBox(), await notice.boundingBox()];
        return c !== null && n !== null && overlaps(c, n);
      })
      .toBe(true);
    expect(await ringPixels(page, corner)).toBeGreaterThan(20);

    // A handle may now sit on the close button, which the keyboard still reaches.
    await notice.getByRole('button', { name: 'Dismiss' }).press('Enter');
    await expect(page.getByText(AERIAL_FAILED)).toHaveCount(0);
  });

  test("the address search's failure is said once, and the hint under the search waits its turn", async ({
    page,
  }) => {
    await page.route('**/api/geocode**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          message:
            'Address search is unavailable right now. You can still place your property by tapping the map.',
          code: 'UNAVAILABLE',
        }),
      }),
    );
    await openMapWithoutAerial(page);
    await page.getByRole('searchbox', { name: 'Address' }).fill('1100 Congress Ave');

    const failure = page.getByRole('alert').filter({ hasText: 'Address search is unavailable' });
    await expect(failure).toHaveText(
      'Address search is unavailable right now. You can still place your property by tapping the map.',
    );
    await expect(failure).toHaveCount(1);
    // One notice at a time: the hint shows once the failure is put away, where it was.
    const hint = page.getByText(HINT);
    await expect(hint).toHaveCount(0);
    const failureBox = await failure.boundingBox();
    await failure.getByRole('button', { name: 'Dismiss' }).click();
    await expect(hint).toBeVisible();
    const hintBox = await hint.boundingBox();
    if (!failureBox || !hintBox) throw new Error('the failure or the hint is not laid out');
    expect(overlaps(failureBox, hintBox)).toBe(true);
  });
});
