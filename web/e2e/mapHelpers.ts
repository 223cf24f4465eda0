import { expect, type CDPSession, type Page } from '@playwright/test';

/** The visitor has already finished the 'Map Tool' onboarding dialog in this browser. */
export async function skipMapToolOnboarding(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('homeplot.onboarding.mapTool', 'done');
  });
}

/** Waits for the first login check and the map canvas. */
export async function waitForMap(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading map' })).toHaveCount(0);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
}

type Point = { x: number; y: number };

async function touch(
  cdp: CDPSession,
  type: 'touchStart' | 'touchMove' | 'touchEnd',
  touchPoints: (Point & { id?: number })[],
) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
}

/** A one-finger drag on the map through the browser's touch input (pointer events follow). */
export async function touchDrag(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 12;
  await touch(cdp, 'touchStart', [from]);
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await touch(cdp, 'touchMove', [{ x, y }]);
  }
  await touch(cdp, 'touchEnd', []);
  await cdp.detach();
}

/**
 * Two fingers `radius` px either side of `centre`, turned clockwise by `degrees` together: the
 * gesture that turns a plan (and would rotate and zoom the map if it got there).
 */
export async function twoFingerTwist(
  page: Page,
  centre: Point,
  radius: number,
  degrees: number,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (angle: number) => {
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) * radius;
    const dy = Math.sin(rad) * radius;
    return [
      { id: 1, x: centre.x - dx, y: centre.y - dy },
      { id: 2, x: centre.x + dx, y: centre.y + dy },
    ];
  };
  const steps = 12;
  await touch(cdp, 'touchStart', fingers(0));
  for (let i = 1; i <= steps; i += 1) {
    await touch(cdp, 'touchMove', fingers((degrees * i) / steps));
  }
  await touch(cdp, 'touchEnd', []);
  await cdp.detach();
}

/** Enters an address (answered by the local geocoder stand-in) and waits for the lot. */
export async function chooseAddress(page: Page, address: string) {
  await page.getByRole('searchbox', { name: 'Address' }).fill(address);
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first().click();
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-view', 'still');
}

/** The first plan card of the strip. */
export function firstPlanCard(page: Page) {
  return page.getByRole('region', { name: 'Plans' }).getByRole('button').first();
}

/** The middle of the map on the screen. */
export async function mapMiddle(page: Page): Promise<Point> {
  const box = await page.getByTestId('plan-map').boundingBox();
  if (!box) throw new Error('the map has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
