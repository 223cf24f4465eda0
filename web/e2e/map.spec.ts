import type { Locator, Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { mapMiddle, pixelsPerFoot, planCentre, touchDrag, twoFingerTwist } from './mapHelpers';
import {
  chooseBasemap,
  DEMO_ADDRESS,
  firstPlanCard,
  openMap,
  openMapOnLot,
  openWithPlanPlaced,
  placeFirstPlan,
  saveToMyPlans,
  skipMapToolOnboarding,
  standInStreetStyle,
  waitForMap,
} from './mapSteps';
import { countPixels, FOOTPRINT_PIXEL } from './pixels';
import { DEMO_USER, graphql, logIn, logInOnForm, resetMapSession } from './session';

// A phone: the homeowner places a plan with a finger.
test.use(PHONE);

// Every test here but the onboarding one starts as someone who has seen the dialog.
test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.includes('onboarding')) await skipMapToolOnboarding(page);
});

/** The title a plan card shows (its third line). */
async function titleOf(card: Locator): Promise<string> {
  return (await card.locator('span').nth(2).textContent()) ?? '';
}

/** Opens My Plans and finds the plan saved under `title`, at the demo address. */
async function savedInMyPlans(page: Page, title: string): Promise<Locator> {
  await page.goto('/my-plans');
  const saved = page.getByRole('listitem').filter({ hasText: title.toUpperCase() }).first();
  await expect(saved).toContainText('1100 Congress Avenue, Austin');
  return saved;
}

test('an address places the lot; a plan dragged over a lot line turns red until it is fitted', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  const map = await openMap(page);

  await page.getByRole('searchbox', { name: 'Address' }).fill(DEMO_ADDRESS);
  const found = page.getByRole('list', { name: 'Addresses found' }).getByRole('button');
  await expect(found.first()).toContainText('Austin');
  await found.first().click();
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-view', 'still');

  await placeFirstPlan(page);
  const panel = page.getByRole('region', { name: 'Lot fit' });
  await expect(panel).toContainText('Inside the lot');
  await expect(panel.getByRole('list', { name: 'Lot lines' })).toContainText('setback 4 ft');

  // The lot is centred on the address and the plan starts on the lot's middle line: a finger
  // grabs it and drags it 27 ft east, over the east line (30 ft from the middle).
  const plan = await planCentre(page);
  const east = 27 * (await pixelsPerFoot(page));
  await touchDrag(page, plan, { x: plan.x + east, y: plan.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');
  // Partly beyond the line: that is the verdict.
  await expect(panel).toContainText('Not inside the lot');
  await expect(
    panel.getByRole('list', { name: 'Broken rules' }).getByRole('listitem').first(),
  ).not.toBeEmpty();

  await panel.getByRole('button', { name: 'Where does it fit' }).click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await expect(panel.getByRole('list', { name: 'Broken rules' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a tap on the map places the property by hand and the keys move the plan', async ({
  page,
}) => {
  const map = await openMap(page);
  await expect(map).toHaveAttribute('data-lot', 'none');
  const middle = await mapMiddle(page);
  await page.touchscreen.tap(middle.x, middle.y);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);

  await placeFirstPlan(page);
  // The keys move the plan through its round handle (on the map itself they pan the map).
  await page.getByRole('button', { name: 'Turn the plan' }).focus();
  // Held keys repeat faster than a check comes back; every press still counts.
  const angle = Number(await map.getAttribute('data-angle'));
  for (let i = 0; i < 12; i += 1) await page.keyboard.press(']');
  await expect(map).toHaveAttribute('data-angle', ((angle + 12) % 360).toFixed(1));
  for (let i = 0; i < 70; i += 1) await page.keyboard.press('ArrowRight');
  await expect(map).toHaveAttribute('data-fit', 'violated');
});

test('the address search says so when nothing is found', async ({ page }) => {
  await openMap(page);
  await page.getByRole('searchbox', { name: 'Address' }).fill('nowhere at all');
  await expect(page.getByRole('status').filter({ hasText: 'No address found' })).toBeVisible();
});

test('a visitor saving is asked to sign in, keeps the placement, and finds it in My Plans', async ({
  page,
}) => {
  const map = await openMapOnLot(page);
  const title = await titleOf(firstPlanCard(page));
  await placeFirstPlan(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInOnForm(page, DEMO_USER);

  // Back on the map with the same lot and plan, checked again by the worker.
  await expect(page).toHaveURL(/\/$/);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await saveToMyPlans(page);

  const saved = await savedInMyPlans(page, title);
  await expect(saved.getByRole('img')).toHaveAttribute('src', /^(data:image\/png|\/|http)/);
  // The snapshot shows the plan on the lot, not the bare map under it.
  await expect
    .poll(async () =>
      countPixels(page, await saved.getByRole('img').screenshot(), FOOTPRINT_PIXEL, 2000),
    )
    .toBeGreaterThan(20);
  await saved.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/plan\/[^/]+\/[^/]+$/);
});

/** The lot as the map session holds it, read through the API. */
async function storedLotCorners(page: Page): Promise<number> {
  const data = await graphql<{ mapSession: { mapData: { lot?: { corners: unknown[] } } } | null }>(
    page,
    '{ mapSession { mapData } }',
  );
  return data.mapSession?.mapData.lot?.corners.length ?? 0;
}

test('on a phone: address, plan, drag over a line, two-finger turn, where does it fit, save, My Plans', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await logIn(page, DEMO_USER);
  await resetMapSession(page);
  const map = await openMapOnLot(page);
  const title = await titleOf(firstPlanCard(page));
  await placeFirstPlan(page);
  await expect(map).toHaveAttribute('data-angle', /^\d/);
  const angleBefore = Number(await map.getAttribute('data-angle'));
  // The plan, brought into view (picking a card lower down the page scrolled the map away).
  const middle = await planCentre(page);
  // The lot's first side as the screen shows it: the map's zoom and bearing in one vector (the
  // map may pan to keep the turned plan's handle in view, which leaves it as it was).
  const lotSide = async () => {
    const [a, b] = await Promise.all(
      ['Lot corner 1', 'Lot corner 2'].map((name) =>
        page.getByRole('button', { name }).boundingBox(),
      ),
    );
    if (!a || !b) throw new Error('the lot has no corners on screen');
    return { dx: Math.round(b.x - a.x), dy: Math.round(b.y - a.y) };
  };
  const sideBefore = await lotSide();

  // Two fingers on the plan turn it; the map itself neither turns nor zooms under them. Both
  // fingers land on the plan: framed whole, the lot's midpoint handles lie close beside it.
  const footprint = await page.getByTestId('plan-overlay').locator('polygon').first().boundingBox();
  if (!footprint) throw new Error('no plan is drawn');
  const reach = Math.min(45, Math.min(footprint.width, footprint.height) / 2 - 4);
  await twoFingerTwist(page, middle, reach, 40);
  await expect
    .poll(async () => {
      const turned = Number(await map.getAttribute('data-angle')) - angleBefore;
      return Math.round((((turned % 360) + 360) % 360) / 10) * 10;
    })
    .toBe(40);
  expect(await lotSide()).toEqual(sideBefore);

  await touchDrag(page, middle, { x: middle.x + 110, y: middle.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');
  const panel = page.getByRole('region', { name: 'Lot fit' });
  await expect(panel.getByRole('list', { name: 'Broken rules' })).toContainText(
    /outside the lot|Too close to (the [\w ]+ )?lot line/,
  );

  await panel.getByRole('button', { name: 'Where does it fit' }).click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await saveToMyPlans(page);

  await savedInMyPlans(page, title);
  expect(pageErrors).toEqual([]);
});

test('an existing structure under the plan turns it red, named in the message', async ({
  page,
}) => {
  const map = await openWithPlanPlaced(page);

  await page.getByText('Existing structures (0)').click();
  await page.getByRole('button', { name: 'Add main house' }).click();
  await expect(page.getByText('Existing structures (1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Main house corner 1' })).toBeVisible();
  // The house starts in the middle of the lot, where the plan is.
  await expect(map).toHaveAttribute('data-fit', 'violated');
  const panel = page.getByRole('region', { name: 'Lot fit' });
  await expect(panel.getByRole('list', { name: 'Broken rules' })).toContainText('main house');
  await expect(panel.getByRole('list', { name: 'Existing structures' })).toContainText(
    'Main house',
  );

  await expect(panel.getByRole('list', { name: 'Existing structures' })).toContainText('keep 6 ft');

  await page.getByRole('button', { name: 'Delete the main house' }).click();
  await expect(page.getByText('Existing structures (0)')).toBeVisible();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
});

test('the street map keeps the lot and the plan drawn on it', async ({ page }) => {
  await standInStreetStyle(page);
  const map = await openMapOnLot(page);

  await chooseBasemap(page, 'Street');
  await expect(
    page.getByRole('group', { name: 'Basemap' }).getByRole('button', { name: 'Street' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);

  await placeFirstPlan(page);
  await expect
    .poll(async () => countPixels(page, await map.screenshot(), FOOTPRINT_PIXEL, 120))
    .toBeGreaterThan(80);

  // And back: the overlay is put on the aerial style again.
  await chooseBasemap(page, 'Aerial');
  await expect
    .poll(async () => countPixels(page, await map.screenshot(), FOOTPRINT_PIXEL, 120))
    .toBeGreaterThan(80);
});

test('a reload puts the lot, its structures and the plan back (map session)', async ({ page }) => {
  const map = await openMapOnLot(page);
  await page.getByText('Existing structures (0)').click();
  await page.getByRole('button', { name: 'Add garage' }).click();
  const card = firstPlanCard(page);
  await card.click();
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);

  await page.reload();
  await waitForMap(page);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);
  await expect(page.getByText('Existing structures (1)')).toBeVisible();
  await expect(firstPlanCard(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);
});

test("a signed-in user's lot is kept in their map session", async ({ page }) => {
  await logIn(page, DEMO_USER);
  await resetMapSession(page);
  await openMapOnLot(page);
  await page.getByText('Lot lines and setbacks (4 corners)').click();
  await page.getByRole('button', { name: 'Add a corner on lot line 1' }).click();
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(5);
  await expect.poll(() => storedLotCorners(page)).toBe(5);

  await page.reload();
  await waitForMap(page);
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(5);
});

test('the map tool onboarding dialog shows once, and the map is built when it closes', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Find Your Perfect Home' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Map Tool')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(6);
  // Its code is fetched behind the dialog; the map itself is not drawn under it.
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Get started' }).click();
  await expect(dialog).toHaveCount(0);
  await waitForMap(page);

  await page.reload();
  await waitForMap(page);
  await expect(firstPlanCard(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
