import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  canvasColourBox,
  canvasColourRuns,
  centreOf,
  drawnLot,
  lotOutlineBox,
  mapMiddle,
  mouseDrag,
  type Box,
  type ColourRange,
  type Point,
} from './mapHelpers';
import { openMapOnLot, placeFirstPlan, skipMapToolOnboarding } from './mapSteps';

// Issue 17, item 4: the map shows what the fit panel speaks of. On a desktop, tall enough that
// the whole 60 × 120 ft starting lot is on the map.
test.use({ viewport: { width: 1280, height: 1100 } });

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
});

/** The setback lines' amber (#ffd84d), and nothing on the map near it. */
const SETBACK: ColourRange = { min: [230, 190, 0], max: [255, 240, 130] };
/** A broken line's red (#c43d3d). */
const BROKEN: ColourRange = { min: [170, 30, 30], max: [225, 95, 95] };
const DANGER_CSS = 'rgb(196, 61, 61)';

/** The starting lot, north-up, its lines numbered from the west one clockwise. */
function linesOf(box: Box): [Point, Point][] {
  const sw = { x: box.left, y: box.bottom };
  const nw = { x: box.left, y: box.top };
  const ne = { x: box.right, y: box.top };
  const se = { x: box.right, y: box.bottom };
  return [
    [sw, nw],
    [nw, ne],
    [ne, se],
    [se, sw],
  ];
}

/** The front line's label: --accent-strong, as the panels' primary buttons. */
const FRONT_CSS = 'rgb(168, 75, 39)';

/** The lot lines the fit panel marks as broken, as it names them ("Line 3 (side)"). */
async function brokenInPanel(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Lot fit' })
    .getByRole('list', { name: 'Lot lines' })
    .locator('li[data-status="violated"] strong')
    .allTextContents();
}

/** Each line's label, by its number as the panels say it. */
function label(page: Page, line: number) {
  return page.getByRole('button', { name: new RegExp(`^Line ${line}, `) });
}

test('the map numbers the lot lines with their lengths, dashes the setbacks and reddens the broken line', async ({
  page,
}) => {
  const map = await openMapOnLot(page);
  const { lot, pxPerFt } = await drawnLot(page);

  // Numbered as the panels number them, with their kinds and lengths, each beside its line, outside.
  await expect(page.getByRole('button', { name: /^Line \d+, / })).toHaveCount(4);
  // The demo's parcel is the lot: the street is to the south (line 4), the lot behind north.
  const lengths = ['120 ft', '60 ft', '120 ft', '60 ft'];
  const kinds = ['Side', 'Rear', 'Side', 'Front'];
  const lines = linesOf(lot);
  for (const [index, [from, to]] of lines.entries()) {
    const line = label(page, index + 1);
    const [kind, length] = [kinds[index] ?? '', lengths[index] ?? ''];
    await expect(line).toHaveAccessibleName(`Line ${index + 1}, ${kind}, ${length}`);
    await expect(line.locator('span').first()).toHaveText(String(index + 1));
    await expect(line.locator('span').last()).toHaveText(`${kind} · ${length}`);
    await expect(line).toBeVisible();
    const at = await centreOf(line);
    const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    // Beside the middle: its near edge just clear of the "add a corner" handle there.
    const box = await line.boundingBox();
    if (!box) throw new Error(`label ${index + 1} is not drawn`);
    const gap = Math.hypot(
      Math.max(box.x - middle.x, 0, middle.x - (box.x + box.width)),
      Math.max(box.y - middle.y, 0, middle.y - (box.y + box.height)),
    );
    expect(gap).toBeGreaterThan(6);
    expect(gap).toBeLessThan(20);
    const outside = at.x < lot.left || at.x > lot.right || at.y < lot.top || at.y > lot.bottom;
    expect(outside, `label ${index + 1} sits outside the lot`).toBe(true);
  }

  // The setbacks: dashed lines 4 ft inside every lot line.
  const inset = 4 * pxPerFt;
  await expect
    .poll(async () => {
      const setbacks = await canvasColourBox(page, SETBACK);
      if (!setbacks) return Infinity;
      // The line is 2 px wide: its middle is 1 px in from the box's edge.
      return Math.max(
        Math.abs(setbacks.left + 1 - (lot.left + inset)),
        Math.abs(setbacks.top + 1 - (lot.top + inset)),
        Math.abs(setbacks.right - 1 - (lot.right - inset)),
        Math.abs(setbacks.bottom - 1 - (lot.bottom - inset)),
      );
    })
    .toBeLessThan(3);
  // Along the west setback line, amber and ground take turns.
  const west = (await canvasColourBox(page, SETBACK))?.left ?? NaN;
  const dashes = await Promise.all(
    [0, 0.5, 1, 1.5].map((dx) =>
      canvasColourRuns(page, SETBACK, {
        x: west + dx,
        top: lot.top + 2 * inset,
        bottom: lot.bottom - 2 * inset,
      }),
    ),
  );
  expect(Math.max(...dashes), 'the west setback line is dashed').toBeGreaterThan(10);

  // A plan that fits breaks no line: nothing is red on the map.
  await placeFirstPlan(page);
  expect(await brokenInPanel(page)).toEqual([]);
  expect(await canvasColourBox(page, BROKEN)).toBeUndefined();

  // The fit panel takes room from the map, which keeps its centre: the lot is measured again.
  await expect.poll(() => lotOutlineBox(page)).not.toEqual(lot);
  const placedLot = await lotOutlineBox(page);
  if (!placedLot) throw new Error('no lot drawn');

  // Dragged into the east setback, 2 ft from the east line (line 3), still inside the lot: the
  // panel marks that line broken, and the map marks the same one.
  const planRight = await page
    .getByTestId('plan-overlay')
    .locator('polygon')
    .first()
    .evaluate((polygon) => polygon.getBoundingClientRect().right);
  const middle = await mapMiddle(page);
  const shift = placedLot.right - 2 * pxPerFt - planRight;
  await mouseDrag(page, middle, { x: middle.x + shift, y: middle.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');
  await expect.poll(() => brokenInPanel(page)).toEqual(['Line 3 (side)']);
  const numbers = [3];
  const brokenSegments = numbers.flatMap((n) => linesOf(placedLot)[n - 1] ?? []);
  const expected = {
    left: Math.min(...brokenSegments.map((p) => p.x)),
    top: Math.min(...brokenSegments.map((p) => p.y)),
    right: Math.max(...brokenSegments.map((p) => p.x)),
    bottom: Math.max(...brokenSegments.map((p) => p.y)),
  };
  await expect
    .poll(async () => {
      const red = await canvasColourBox(page, BROKEN);
      if (!red) return Infinity;
      return Math.max(
        Math.abs(red.left - expected.left),
        Math.abs(red.top - expected.top),
        Math.abs(red.right - expected.right),
        Math.abs(red.bottom - expected.bottom),
      );
    })
    // The red line is 5 px wide with round ends: 2.5 px beyond the line every way.
    .toBeLessThan(5);
  for (const n of [1, 2, 3, 4]) {
    // The front (line 4) stands out in the accent colour, unless it is broken.
    const unbroken = n === 4 ? FRONT_CSS : 'rgba(255, 255, 255, 0.92)';
    const colour = numbers.includes(n) ? DANGER_CSS : unbroken;
    await expect(label(page, n)).toHaveCSS('background-color', colour);
  }

  // Fitted again: no line is broken, on the panel or on the map.
  await page
    .getByRole('region', { name: 'Lot fit' })
    .getByRole('button', { name: 'Where does it fit' })
    .click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await expect.poll(() => canvasColourBox(page, BROKEN)).toBeUndefined();
  await expect(label(page, 3)).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.92)');
});

test('a dragged corner re-measures its lines and moves their setbacks', async ({ page }) => {
  await openMapOnLot(page);
  const { lot, pxPerFt } = await drawnLot(page);

  // The north-east corner 30 ft further north: lines 2 and 3 change, 1 and 4 do not.
  const corner = await centreOf(page.getByLabel('Lot corner 3'));
  await mouseDrag(page, corner, { x: corner.x, y: corner.y - 30 * pxPerFt });
  await expect(label(page, 3)).toHaveAccessibleName(/^Line 3, Side, 1(49\.\d|50(\.\d)?) ft$/);
  await expect(label(page, 2)).toHaveAccessibleName(/^Line 2, Rear, 6[67](\.\d)? ft$/);
  await expect(label(page, 1)).toHaveAccessibleName('Line 1, Side, 120 ft');
  await expect(label(page, 4)).toHaveAccessibleName('Line 4, Front, 60 ft');
  // The east setback line now reaches higher than the west one.
  await expect
    .poll(async () => {
      const setbacks = await canvasColourBox(page, SETBACK);
      return setbacks ? Math.round(lot.top - setbacks.top) : 0;
    })
    .toBeGreaterThan(20);
});
