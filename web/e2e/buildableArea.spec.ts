import type { Locator, Page } from '@playwright/test';
import { DESKTOP } from './devices';
import { expect, test } from './fixtures';
import { canvasColourBox, type Box, type ColourRange } from './mapHelpers';
import { openWithPlanPlaced, skipMapToolOnboarding } from './mapSteps';

// A desktop: the homeowner turns the plan from the keyboard.
test.use(DESKTOP);

/**
 * The edge of the region the plan's centre may move in (#0f5c2c): a dark green that neither the
 * ground, the lot's white, the amber setbacks nor the light green room left ever is. The plan
 * itself is drawn above the map's canvas, so the region under it still counts.
 */
const CENTRE_EDGE: ColourRange = { min: [0, 70, 20], max: [50, 115, 70] };

/** The square feet the fit panel's sentence says: the room left and the centre's region. */
async function saidSqft(sentence: Locator): Promise<{ room: number; centre: number }> {
  const text = await sentence.innerText();
  const feet = (pattern: RegExp) => Number(pattern.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  return {
    room: feet(/Room left after setbacks: ([\d,]+) sq ft/),
    centre: feet(/can move within ([\d,]+) sq ft at this angle/),
  };
}

function widthOf(box: Box | undefined): number {
  return box ? box.right - box.left : 0;
}

test('where the plan fits is shaded on the lot, follows the plan as it turns, and can be hidden', async ({
  page,
}) => {
  await skipMapToolOnboarding(page);
  const map = await openWithPlanPlaced(page);
  const panel = page.getByRole('region', { name: 'Lot fit' });
  const show = panel.getByRole('checkbox', { name: 'Show where it fits' });
  await expect(show).toBeChecked();

  // Said in words, where a screen reader hears it change: the starting lot is 60 × 120 ft with
  // 4 ft setbacks, so about 52 × 112 ft are left.
  const sentence = panel.getByText(/^Room left after setbacks: /);
  await expect(sentence).toHaveText(
    /^Room left after setbacks: [\d,]+ sq ft · the plan's centre can move within [\d,]+ sq ft at this angle$/,
  );
  await expect(sentence).toHaveAttribute('aria-live', 'polite');
  const said = await saidSqft(sentence);
  expect(said.room).toBeGreaterThan(52 * 112 * 0.98);
  expect(said.room).toBeLessThanOrEqual(52 * 112);
  expect(said.centre).toBeGreaterThan(0);

  // Shaded on the map: the region the centre may move in, edged in dark green.
  await expect.poll(() => canvasColourBox(page, CENTRE_EDGE)).toBeDefined();
  const shaded = await canvasColourBox(page, CENTRE_EDGE);

  // Turned 10° from the keyboard: the plan reaches further across the lot, so its centre has
  // less room, on the map and in words.
  const angle = Number(await map.getAttribute('data-angle'));
  await turnBy(page, 10);
  await expect(map).toHaveAttribute('data-angle', (angle + 10).toFixed(1));
  await expect.poll(async () => (await saidSqft(sentence)).centre).toBeLessThan(said.centre);
  expect((await saidSqft(sentence)).room).toBe(said.room);
  await expect
    .poll(async () => widthOf(await canvasColourBox(page, CENTRE_EDGE)))
    .toBeLessThan(widthOf(shaded) - 5);

  // Hidden: no shading and no sentence; shown again, both come back for the plan as it is now.
  await show.uncheck();
  await expect.poll(() => canvasColourBox(page, CENTRE_EDGE)).toBeUndefined();
  await expect(sentence).toHaveCount(0);
  await show.check();
  await expect(sentence).toContainText('at this angle');
  await expect.poll(() => canvasColourBox(page, CENTRE_EDGE)).toBeDefined();

  // At 45° the plan is wider across than the 52 ft left between the side setbacks: no spot works.
  await turnBy(page, 35);
  await expect(map).toHaveAttribute('data-angle', (angle + 45).toFixed(1));
  await expect(
    panel.getByText(
      'No spot keeps every rule at this angle — turn the plan or pick a smaller one.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect.poll(() => canvasColourBox(page, CENTRE_EDGE)).toBeUndefined();
});

/** Turns the placed plan clockwise `degrees` from the keyboard, 1° a press of `]`. */
async function turnBy(page: Page, degrees: number): Promise<void> {
  await page.getByRole('button', { name: 'Turn the plan' }).focus();
  for (let i = 0; i < degrees; i += 1) await page.keyboard.press(']');
}
