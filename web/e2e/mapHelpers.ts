import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';

// How the map is touched and measured: gestures, where things are drawn, the canvas's pixels.
// (The steps a homeowner takes on it are in mapSteps.ts.)

export type Point = { x: number; y: number };

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

/** The middle of the map on the screen. */
export async function mapMiddle(page: Page): Promise<Point> {
  const box = await page.getByTestId('plan-map').boundingBox();
  if (!box) throw new Error('the map has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The middle of the placed plan's footprint on the screen, where a finger picks it up; scrolled
 * into view first (on a phone, picking a card lower down the page scrolls the map away).
 */
export async function planCentre(page: Page): Promise<Point> {
  const footprint = page.getByTestId('plan-overlay').locator('polygon').first();
  await footprint.scrollIntoViewIfNeeded();
  // Placing or restoring a lot flies the map to frame it: the plan is where a finger finds it
  // once the camera has come to rest.
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-view', 'still');
  const box = await footprint.boundingBox();
  if (!box) throw new Error('no plan is drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A box on the page, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A colour range: each channel of a matching pixel lies within `min`–`max` (0–255). */
export interface ColourRange {
  min: [number, number, number];
  max: [number, number, number];
}

/** The lot's boundary: pure white (ground, imagery, plan and setbacks never are). */
export const LOT_OUTLINE: ColourRange = { min: [250, 250, 250], max: [255, 255, 255] };

/**
 * The pixels of the map's own canvas (what the map draws: ground, imagery, the lot and its lines,
 * structures) in `range`, reduced to their box, or to the runs they make along a vertical line.
 * Handles, labels, the plan overlay and the controls are page elements above the canvas, so they
 * are not in it. Page coordinates (CSS pixels), so they compare with elements on the screen.
 */
async function canvasPixels(
  page: Page,
  range: ColourRange,
  column?: { x: number; top: number; bottom: number },
): Promise<{ box: Box | undefined; runs: number }> {
  return page.evaluate(
    ({ range, column }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.maplibregl-canvas');
      if (!canvas) return { box: undefined, runs: 0 };
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const context = copy.getContext('2d');
      if (!context) return { box: undefined, runs: 0 };
      context.drawImage(canvas, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
      const rect = canvas.getBoundingClientRect();
      const scale = canvas.width / rect.width;
      const matches = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return [0, 1, 2].every((c) => {
          const value = data[i + c] ?? -1;
          return value >= (range.min[c] ?? 0) && value <= (range.max[c] ?? 255);
        });
      };
      let runs = 0;
      if (column) {
        const x = Math.round((column.x - rect.left) * scale);
        let inside = false;
        const from = Math.max(0, Math.round((column.top - rect.top) * scale));
        const to = Math.min(height - 1, Math.round((column.bottom - rect.top) * scale));
        for (let y = from; y <= to; y += 1) {
          const match = matches(x, y);
          if (match && !inside) runs += 1;
          inside = match;
        }
      }
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (!matches(x, y)) continue;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      if (left > right) return { box: undefined, runs };
      return {
        box: {
          left: rect.left + (left + 0.5) / scale,
          top: rect.top + (top + 0.5) / scale,
          right: rect.left + (right + 0.5) / scale,
          bottom: rect.top + (bottom + 0.5) / scale,
        },
        runs,
      };
    },
    { range, column },
  );
}

/** The box around the map's pixels in `range`, or none when the map draws none. */
export async function canvasColourBox(page: Page, range: ColourRange): Promise<Box | undefined> {
  return (await canvasPixels(page, range)).box;
}

/** How many separate stretches of `range` the map draws along the vertical line `column`. */
export async function canvasColourRuns(
  page: Page,
  range: ColourRange,
  column: { x: number; top: number; bottom: number },
): Promise<number> {
  return (await canvasPixels(page, range, column)).runs;
}

/**
 * The box around the lot's boundary as the map draws it, the outline's width (2.5 px, centred
 * on the lot line) taken off: a north-up lot's corners are this box's corners.
 */
export async function lotOutlineBox(page: Page): Promise<Box | undefined> {
  const box = await canvasColourBox(page, LOT_OUTLINE);
  if (!box) return undefined;
  const half = 1.25;
  return {
    left: box.left + half,
    top: box.top + half,
    right: box.right - half,
    bottom: box.bottom - half,
  };
}

/**
 * The starting lot (north-up, 120 ft deep) once the map draws it, and the screen pixels it
 * draws a foot with: a drag measured in feet lands where it means to at whatever zoom the map
 * framed the lot.
 */
export async function drawnLot(page: Page): Promise<{ lot: Box; pxPerFt: number }> {
  await expect.poll(() => lotOutlineBox(page)).toBeDefined();
  const lot = await lotOutlineBox(page);
  if (!lot) throw new Error('no lot drawn');
  return { lot, pxPerFt: (lot.bottom - lot.top) / 120 };
}

/** Screen pixels per foot as the map draws the starting lot. */
export async function pixelsPerFoot(page: Page): Promise<number> {
  return (await drawnLot(page)).pxPerFt;
}

/** The middle of an element on the page (a handle's dot). */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The longest distance between matching points of two lists, in CSS pixels. */
export function farthestApart(a: Point[], b: Point[]): number {
  return Math.max(
    ...a.map((p, i) => Math.hypot(p.x - (b[i]?.x ?? Infinity), p.y - (b[i]?.y ?? Infinity))),
  );
}

/** A mouse drag from `from` to `to` in steps, as a hand moves it. */
export async function mouseDrag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
