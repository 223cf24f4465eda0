import type { Locator, Page } from '@playwright/test';
import { DESKTOP } from './devices';
import { expect, test } from './fixtures';
import { mouseDrag, planCentre, type Point } from './mapHelpers';
import { openWithPlanPlaced, skipMapToolOnboarding } from './mapSteps';

// A desktop: the homeowner turns the plan from the keyboard.
test.use(DESKTOP);

/** The square feet the fit panel's sentence says: the room left and the centre's region. */
async function saidSqft(sentence: Locator): Promise<{ room: number; centre: number }> {
  const text = await sentence.innerText();
  const feet = (pattern: RegExp) => Number(pattern.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
  return {
    room: feet(/Room left after setbacks: ([\d,]+) sq ft/),
    centre: feet(/can move within ([\d,]+) sq ft at this angle/),
  };
}

/** The width on screen of `element`, 0 while it is not drawn. */
async function widthOf(element: Locator): Promise<number> {
  return (await element.boundingBox())?.width ?? 0;
}

/** The middle of `element` on screen. */
async function middleOf(element: Locator): Promise<Point> {
  const box = await element.boundingBox();
  if (!box) throw new Error('not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('where the plan fits is shaded on the lot, outlined above the plan, follows it as it turns, and can be hidden', async ({
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

  // On the map, above the plan that covers most of it: the region the centre may move in, edged
  // with a dashed line, and a dot on the plan's centre: keep the dot inside the line.
  const overlay = page.getByTestId('plan-overlay');
  const footprint = overlay.locator('polygon').first();
  const edge = overlay.getByTestId('centre-region');
  const dot = overlay.getByTestId('plan-centre');
  await expect(edge).toBeVisible();
  await expect(dot).toBeVisible();
  const drawnAbove = await overlay.evaluate((root) => {
    const [plan, line] = [root.querySelector('polygon'), root.querySelector('path')];
    if (!plan || !line) return false;
    return (plan.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(drawnAbove, 'the dashed line is drawn after (over) the plan').toBe(true);
  await expect(edge).toHaveAttribute('stroke-dasharray', /\d/);
  await expect(edge).toHaveCSS('pointer-events', 'none');
  const centre = await middleOf(footprint);
  const marked = await middleOf(dot);
  expect(Math.abs(marked.x - centre.x)).toBeLessThan(2);
  expect(Math.abs(marked.y - centre.y)).toBeLessThan(2);
  // Fitting, the plan's centre is inside the line.
  const region = await edge.boundingBox();
  if (!region) throw new Error('the centre region is not drawn');
  expect(marked.x).toBeGreaterThan(region.x);
  expect(marked.x).toBeLessThan(region.x + region.width);
  expect(marked.y).toBeGreaterThan(region.y);
  expect(marked.y).toBeLessThan(region.y + region.height);

  // Dragged by its centre, dot and all, a few feet: the dot goes with the plan, and the line
  // (which only the plan's angle changes) stays where it was.
  const outlined = await edge.getAttribute('d');
  const from = await planCentre(page);
  await mouseDrag(page, from, { x: from.x + 12, y: from.y + 8 });
  await expect.poll(async () => (await middleOf(dot)).x).toBeGreaterThan(marked.x + 8);
  expect(await edge.getAttribute('d')).toBe(outlined);

  // Turned 10° from the keyboard: the plan reaches further across the lot, so its centre has
  // less room, on the map and in words.
  const angle = Number(await map.getAttribute('data-angle'));
  await turnBy(page, 10);
  await expect(map).toHaveAttribute('data-angle', (angle + 10).toFixed(1));
  await expect.poll(async () => (await saidSqft(sentence)).centre).toBeLessThan(said.centre);
  expect((await saidSqft(sentence)).room).toBe(said.room);
  await expect(edge).not.toHaveAttribute('d', outlined ?? '');
  await expect.poll(() => widthOf(edge)).toBeLessThan(region.width - 5);

  // Hidden: no line, no dot and no sentence; shown again, all come back for the plan as it is.
  await show.uncheck();
  await expect(edge).toBeHidden();
  await expect(dot).toBeHidden();
  await expect(sentence).toHaveCount(0);
  await expect(footprint).toBeVisible();
  await show.check();
  await expect(sentence).toContainText('at this angle');
  await expect(edge).toBeVisible();
  await expect(dot).toBeVisible();

  // At 45° the plan is wider across than the 52 ft left between the side setbacks: no spot works.
  await turnBy(page, 35);
  await expect(map).toHaveAttribute('data-angle', (angle + 45).toFixed(1));
  await expect(
    panel.getByText(
      'No spot keeps every rule at this angle — turn the plan or pick a smaller one.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(edge).toBeHidden();
  await expect(dot).toBeHidden();
});

/** Turns the placed plan clockwise `degrees` from the keyboard, 1° a press of `]`. */
async function turnBy(page: Page, degrees: number): Promise<void> {
  await page.getByRole('button', { name: 'Turn the plan' }).focus();
  for (let i = 0; i < degrees; i += 1) await page.keyboard.press(']');
}
