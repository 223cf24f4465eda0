import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { pixelsPerFoot, planCentre, touchDrag } from './mapHelpers';
import { openWithPlanPlaced, skipMapToolOnboarding } from './mapSteps';

// A phone: the homeowner drags the plan with a finger.
test.use(PHONE);

test('a plan dragged across a lot line: that line says by how far, the others keep their true distance', async ({
  page,
}) => {
  await skipMapToolOnboarding(page);
  const map = await openWithPlanPlaced(page);
  const lines = page
    .getByRole('region', { name: 'Lot fit' })
    .getByRole('list', { name: 'Lot lines' });

  // The plan starts on the lot's middle line: a finger drags it 27 ft east, over the east line
  // (30 ft from the middle) but not past it.
  const plan = await planCentre(page);
  const east = 27 * (await pixelsPerFoot(page));
  await touchDrag(page, plan, { x: plan.x + east, y: plan.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');

  const texts = await lines.getByRole('listitem').allInnerTexts();
  expect(texts).toHaveLength(4);
  const crossed = texts.filter((text) => /crosses it by \d+(\.\d)? ft/.test(text));
  expect(crossed, texts.join(' | ')).toHaveLength(1);
  expect(crossed[0]).not.toMatch(/crosses it by 0 ft/);
  // Every other line reads a true, non-zero distance (they all read '0 ft away' before).
  const others = texts.filter((text) => !crossed.includes(text));
  for (const text of others) {
    const feet = Number(/([\d.]+) ft away/.exec(text)?.[1]);
    expect(feet, text).toBeGreaterThan(0);
  }
});
