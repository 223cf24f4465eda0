import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseAddress, skipMapToolOnboarding, touchDrag, waitForMap } from './mapHelpers';

const AERIAL_FAILED = 'Aerial imagery could not be loaded.';
const HINT = 'Search for your address, or tap the map to place your property.';

/**
 * How many pixels of the handle's ring (its dark orange border) show in the 44 px box of
 * `handle`. Under a notice's white card the ring is washed out and none are left.
 */
async function ringPixels(page: Page, handle: Locator): Promise<number> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the handle is not laid out');
  const png = await page.screenshot({ clip: box });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      const red = data[i] ?? 0;
      const green = data[i + 1] ?? 0;
      const blue = data[i + 2] ?? 0;
      if (red >= 130 && red <= 210 && green <= 110 && blue <= 80) count += 1;
    }
    return count;
  }, png.toString('base64'));
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
  await page.goto('/');
  await waitForMap(page);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the aerial imagery notice leaves the lot handles in view and can be dismissed', async ({
    page,
  }) => {
    await openMapWithoutAerial(page);
    await chooseAddress(page, '1100 Congress Ave, Austin');
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
