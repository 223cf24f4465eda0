import type { Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { centreOf, mapMiddle, pixelsPerFoot, planCentre, touchDrag } from './mapHelpers';
import {
  firstPlanCard,
  openMap,
  openMapOnLot,
  openWithPlanPlaced,
  placeFirstPlan,
  placePlanSignedIn,
  saveToMyPlans,
  skipMapToolOnboarding,
  waitForMap,
} from './mapSteps';
import { DEMO_USER, graphql, logIn, logInOnForm, resetMapSession } from './session';

// The map's quality issue: what a homeowner sees of their lot and plan, on a phone and a desktop.

// On a phone, but where a block says otherwise.
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
});

type Rect = { x: number; y: number; width: number; height: number };

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

/** The boxes of every visible element `locator` matches, with a name to report them by. */
async function boxesOf(locator: Locator): Promise<{ name: string; box: Rect }[]> {
  const found: { name: string; box: Rect }[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (!box || box.width === 0 || !(await element.isVisible())) continue;
    const name = (await element.getAttribute('aria-label')) ?? (await element.textContent()) ?? '';
    found.push({ name: name.trim().slice(0, 40), box });
  }
  return found;
}

/** What lies over the map: the address box, notices, zoom buttons, basemap switch, attribution. */
async function mapCovers(page: Page) {
  const area = page.getByTestId('plan-map').locator('xpath=..');
  return [
    ...(await boxesOf(area.getByRole('searchbox', { name: 'Address' }).locator('xpath=..'))),
    ...(await boxesOf(area.getByRole('status'))),
    ...(await boxesOf(area.getByRole('alert'))),
    ...(await boxesOf(area.locator('.maplibregl-ctrl'))),
    ...(await boxesOf(area.getByRole('group', { name: 'Basemap' }))),
  ];
}

/**
 * Every corner handle, line label and the rotate handle that is not wholly on the visible map,
 * or lies under something over the map, as "what (under what)". Empty when all are in view.
 */
async function hiddenSiteParts(page: Page): Promise<string[]> {
  const area = page.getByTestId('plan-map').locator('xpath=..');
  const map = await page.getByTestId('plan-map').boundingBox();
  const viewport = page.viewportSize();
  if (!map || !viewport) return ['the map is not laid out'];
  const visibleMap = {
    x: map.x,
    y: Math.max(map.y, 0),
    width: map.width,
    height: Math.min(map.y + map.height, viewport.height) - Math.max(map.y, 0),
  };
  const parts = [
    ...(await boxesOf(area.getByRole('button', { name: /^Lot corner \d+$/ }))),
    ...(await boxesOf(area.getByRole('button', { name: /^Line \d+, / }))),
    ...(await boxesOf(area.getByRole('button', { name: 'Turn the plan' }))),
  ];
  const covers = await mapCovers(page);
  const hidden: string[] = [];
  for (const part of parts) {
    if (!inside(part.box, visibleMap)) hidden.push(`${part.name} (off the map)`);
    for (const cover of covers) {
      if (overlaps(part.box, cover.box)) hidden.push(`${part.name} (under ${cover.name})`);
    }
  }
  return hidden;
}

/** The lot's four corners and lines and the plan's rotate handle are all in view, uncovered. */
async function expectSiteInView(page: Page) {
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-view', 'still');
  await expect(page.getByRole('button', { name: /^Lot corner \d+$/ })).toHaveCount(4);
  await expect(page.getByRole('button', { name: /^Line \d+, / })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Turn the plan' })).toHaveCount(1);
  await expect.poll(() => hiddenSiteParts(page)).toEqual([]);
}

/** A plan picked for an address on a fresh map, then a reload: the site is in view each time. */
async function pickPlanThenReload(page: Page) {
  await openMapOnLot(page);
  await firstPlanCard(page).click();
  await expectPlacedSiteInView(page);

  await page.reload();
  await waitForMap(page);
  await expectPlacedSiteInView(page);
}

/** The plan is placed and checked, and, from the top of the page, the whole site is in view. */
async function expectPlacedSiteInView(page: Page) {
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-fit', /clear|near/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectSiteInView(page);
}

test.describe('item 1: the lot opens in view', () => {
  test.describe('on a phone', () => {
    test('a lot picked with a plan, reloaded, and back from My Plans shows every handle and label clear of the controls', async ({
      page,
    }) => {
      await logIn(page, DEMO_USER);
      await resetMapSession(page);
      await pickPlanThenReload(page);

      // Back and forward through the browser's history.
      await page.getByRole('link', { name: 'My Plans' }).first().click();
      await expect(page).toHaveURL(/\/my-plans$/);
      await page.goBack();
      await waitForMap(page);
      await expectPlacedSiteInView(page);

      // Saved, then opened from My Plans.
      await saveToMyPlans(page);
      await page.goto('/my-plans');
      await page
        .getByRole('link', { name: /^Open on map/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      await waitForMap(page);
      await expectPlacedSiteInView(page);
    });

    test('a lot placed by a tap is brought into view whole', async ({ page }) => {
      const map = await openMap(page);
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      // Near the bottom of the map: most of a lot around it would lie off the map.
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 70);
      await expect(map).toHaveAttribute('data-lot', 'placed');
      await firstPlanCard(page).click();
      await expectPlacedSiteInView(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use(DESKTOP);

    test('a lot picked with a plan shows every handle and label clear of the controls, after a reload too', async ({
      page,
    }) => {
      await pickPlanThenReload(page);
    });
  });
});

test.describe('item 9: a negative setback', () => {
  test('is refused with a message at the field, and the fit keeps the last setback', async ({
    page,
  }) => {
    await openWithPlanPlaced(page);
    await page.getByText('Lot lines and setbacks (4 corners)').click();
    const field = page.getByRole('spinbutton', { name: 'Setback of line 2, ft' });
    const line2 = page
      .getByRole('region', { name: 'Lot fit' })
      .getByRole('list', { name: 'Lot lines' })
      .getByRole('listitem')
      .nth(1);
    await expect(line2).toContainText('setback 4 ft');

    await field.fill('-5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Enter 0 ft or more: a distance cannot be negative.',
    );
    await expect(
      page.getByText('Enter 0 ft or more: a distance cannot be negative.'),
    ).toBeVisible();
    await expect(line2).toContainText('setback 4 ft');
    // Still refused, and still said, once the field is left.
    await field.press('Tab');
    await expect(field).toHaveValue('-5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('6');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter 0 ft or more: a distance cannot be negative.')).toHaveCount(
      0,
    );
    await expect(line2).toContainText('setback 6 ft');
  });
});

/** The map shows a lot with the plan placed on it, checked. */
async function expectPlacementShown(page: Page) {
  const map = page.getByTestId('plan-map');
  await waitForMap(page);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await expect(firstPlanCard(page)).toHaveAttribute('aria-pressed', 'true');
}

/** Fills the login form, whichever way it was opened, and signs in as the demo user. */
async function signInOnForm(page: Page) {
  await logInOnForm(page, DEMO_USER);
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** The demo user's stored map is emptied, and the browser is signed out. */
async function emptyAccountMapSignedOut(page: Page) {
  await logIn(page, DEMO_USER);
  await resetMapSession(page);
  await graphql(page, 'mutation { logOut }');
}

/** Logs out from the menu and opens the map again, as the next person at the browser. */
async function logOutThenOpenMap(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await openMap(page);
}

/** A visitor places a plan and presses Save: the map sends them to sign in. */
async function saveAsVisitor(page: Page) {
  await openWithPlanPlaced(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to save your plan; your placement is kept.')).toBeVisible();
}

test.describe('item 2: the placement is kept across sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await emptyAccountMapSignedOut(page);
  });

  test('back on the map first, then the login page opened afresh: the placement comes back', async ({
    page,
  }) => {
    await saveAsVisitor(page);
    // A second look at the map before signing in, then the login page reloaded.
    await page.goBack();
    await expectPlacementShown(page);
    await page.goto('/login');
    await page.reload();
    await signInOnForm(page);
    await expect(page).toHaveURL(/\/$/);
    await expectPlacementShown(page);

    // Kept in the account now: Save saves it, and the map still has it after a reload.
    await saveToMyPlans(page);
    await page.reload();
    await expectPlacementShown(page);
  });

  test('signing in from a new tab brings the placement back there', async ({ page, context }) => {
    await saveAsVisitor(page);
    const tab = await context.newPage();
    await tab.goto('/login');
    await signInOnForm(tab);
    await expect(tab).toHaveURL(/\/$/);
    await expectPlacementShown(tab);
  });
});

test.describe('item 3: sign-out', () => {
  test.beforeEach(async ({ page }) => {
    await emptyAccountMapSignedOut(page);
  });

  test("leaves the next person an empty map, not the last user's lot and plan", async ({
    page,
  }) => {
    await saveAsVisitor(page);
    await signInOnForm(page);
    await expectPlacementShown(page);
    await saveToMyPlans(page);

    await logOutThenOpenMap(page);
    const map = page.getByTestId('plan-map');
    await expect(map).toHaveAttribute('data-lot', 'none');
    await expect(firstPlanCard(page)).toHaveAttribute('aria-pressed', 'false');
    // And after a reload too: nothing of theirs is left in the browser.
    await page.reload();
    await waitForMap(page);
    await expect(map).toHaveAttribute('data-lot', 'none');
  });

  test('gives a visitor back their own draft, which they did not take into the account', async ({
    page,
  }) => {
    const map = await openMapOnLot(page);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('homeplot.mapSession') ?? ''))
      .toContain('Congress');

    // Signed in from the menu, not by saving: the account's map is its own.
    await page.getByRole('link', { name: 'Login' }).click();
    await signInOnForm(page);
    await openMap(page);
    await expect(map).toHaveAttribute('data-lot', 'none');

    await logOutThenOpenMap(page);
    await expect(map).toHaveAttribute('data-lot', 'placed');
  });
});

const DANGER_CSS = 'rgb(196, 61, 61)';

test.describe('item 4: a plan outside the lot', () => {
  test('is said to be outside, with no coverage, and the line it lies beyond is red in the panel and on the map', async ({
    page,
  }) => {
    const map = await openWithPlanPlaced(page);
    const panel = page.getByRole('region', { name: 'Lot fit' });
    await expect(panel).toContainText('Lot coverage');

    // 60 ft east of the lot's middle: the 32 ft wide plan lies wholly beyond the east line (30 ft).
    const plan = await planCentre(page);
    const east = 60 * (await pixelsPerFoot(page));
    await touchDrag(page, plan, { x: plan.x + east, y: plan.y });
    await expect(map).toHaveAttribute('data-fit', 'violated');

    await expect(panel.getByRole('status')).toHaveText('Not inside the lot');
    await expect(panel).not.toContainText('Lot coverage');
    const line3 = panel.getByRole('list', { name: 'Lot lines' }).getByRole('listitem').nth(2);
    await expect(line3).toContainText(/Line 3 \(side\) outside it by \d+(\.\d)? ft, setback 4 ft/);
    await expect(line3).toHaveCSS('color', DANGER_CSS);
    await expect(page.getByRole('button', { name: /^Line 3, / })).toHaveCSS(
      'background-color',
      DANGER_CSS,
    );
    for (const line of [1, 2, 4]) {
      await expect(page.getByRole('button', { name: new RegExp(`^Line ${line}, `) })).not.toHaveCSS(
        'background-color',
        DANGER_CSS,
      );
    }
  });

  test('dragged towards the top corner of the map, the map follows it: its rotate handle never lies under the zoom buttons or the address box', async ({
    page,
  }) => {
    await openWithPlanPlaced(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const corner = page.getByRole('button', { name: 'Lot corner 1' });
    const cornerBefore = await centreOf(corner);
    const mapBox = await page.getByTestId('plan-map').boundingBox();
    if (!mapBox) throw new Error('the map has no box');

    const plan = await planCentre(page);
    await touchDrag(page, plan, { x: mapBox.x + mapBox.width - 20, y: mapBox.y + 40 });
    // The map moved with the plan, down the screen: the lot's corner with it.
    await expect.poll(async () => (await centreOf(corner)).y - cornerBefore.y).toBeGreaterThan(60);

    const covers = [
      page.getByRole('searchbox', { name: 'Address' }).locator('xpath=..'),
      page.getByRole('button', { name: 'Zoom in' }),
      page.getByRole('button', { name: 'Zoom out' }),
      page.getByRole('button', { name: 'Drag to rotate map, click to reset north' }),
    ];
    const handle = await page.getByRole('button', { name: 'Turn the plan' }).boundingBox();
    const footprint = await page
      .getByTestId('plan-overlay')
      .locator('polygon')
      .first()
      .boundingBox();
    if (!handle || !footprint) throw new Error('the plan is not drawn');
    for (const cover of covers) {
      const box = await cover.boundingBox();
      if (!box) throw new Error('a control is not laid out');
      expect(overlaps(handle, box), 'the rotate handle is clear of the controls').toBe(false);
      expect(overlaps(footprint, box), 'the plan is clear of the controls').toBe(false);
    }
    expect(inside(handle, mapBox)).toBe(true);
    expect(inside(footprint, mapBox)).toBe(true);
  });
});

test.describe('item 6: the save bar signed in', () => {
  test('Save, Save as new and Estimate are each on one line, in reach, and saving leaves the map in view', async ({
    page,
  }) => {
    await placePlanSignedIn(page, DEMO_USER);
    await page.evaluate(() => window.scrollTo(0, 0));
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const tabs = await page.getByRole('navigation', { name: 'Tabs' }).boundingBox();
    const map = page.getByTestId('plan-map');
    const save = page.getByRole('button', { name: 'Save', exact: true });

    // In reach without scrolling the map away: above the tab bar.
    const saveBox = await save.boundingBox();
    if (!saveBox || !tabs) throw new Error('the save bar is not laid out');
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(tabs.y);
    await save.click();
    await expect(page.getByText('Saved to My Plans')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('the map is not laid out');
    expect(mapBox.y).toBeGreaterThanOrEqual(0);
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(tabs.y);

    // Saved once: "Save as new" joins the bar, every label on one line, inside the screen's margins.
    const buttons = [save, page.getByRole('button', { name: 'Save as new' })];
    buttons.push(page.getByRole('button', { name: 'Estimate' }));
    const boxes: Rect[] = [];
    for (const button of buttons) {
      const box = await button.boundingBox();
      if (!box) throw new Error('a button is not laid out');
      expect(box.height, 'one line').toBeLessThanOrEqual(48);
      expect(box.x).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 16);
      expect(box.y + box.height).toBeLessThanOrEqual(tabs.y);
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });
});

const SEARCH_DOWN =
  'Address search is unavailable right now. You can still place your property by tapping the map.';

/** The notices the map shows now (its line labels aside). */
function mapNoticesOnMap(page: Page) {
  const area = page.getByTestId('plan-map').locator('xpath=..');
  return area.locator('[role="status"], [role="alert"]');
}

/** The visible dot of a handle: 14 px across in the middle of its 44 px hit area. */
async function dotOf(handle: Locator, size: number): Promise<Rect> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the handle is not laid out');
  const x = box.x + box.width / 2 - size / 2;
  const y = box.y + box.height / 2 - size / 2;
  return { x, y, width: size, height: size };
}

test.describe('item 5: notices and labels', () => {
  test('one short notice at a time, in one place, each put away in turn', async ({ page }) => {
    await page.route('**/api/geocode**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: SEARCH_DOWN, code: 'UNAVAILABLE' }),
      }),
    );
    await openMap(page);
    const notices = mapNoticesOnMap(page);
    await page.getByRole('searchbox', { name: 'Address' }).fill('1100 Congress Ave');
    await expect(page.getByRole('alert')).toHaveText(SEARCH_DOWN);

    // The search's failure, then what to do, then the imagery: one after the other.
    const mapBox = await page.getByTestId('plan-map').boundingBox();
    if (!mapBox) throw new Error('the map is not laid out');
    for (const text of [
      SEARCH_DOWN,
      'Search for your address, or tap the map to place your property.',
      'Aerial imagery could not be loaded.',
    ]) {
      await expect(notices).toHaveCount(1);
      await expect(notices).toHaveText(text);
      const box = await notices.boundingBox();
      if (!box) throw new Error('the notice is not laid out');
      // Short: a line or two, three for the search's own words; the stack took two fifths.
      expect(box.height).toBeLessThanOrEqual(mapBox.height / 6);
      await notices.getByRole('button', { name: 'Dismiss' }).click();
    }
    await expect(notices).toHaveCount(0);
  });

  test('line labels lie clear of every handle and of the notice', async ({ page }) => {
    const map = await openMap(page);
    const middle = await mapMiddle(page);
    await page.touchscreen.tap(middle.x, middle.y);
    await expect(map).toHaveAttribute('data-lot', 'placed');
    await placeFirstPlan(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(map).toHaveAttribute('data-view', 'still');
    const notice = mapNoticesOnMap(page);
    await expect(notice).toContainText('Aerial imagery could not be loaded');

    const clashes = async () => {
      const found: string[] = [];
      const noticeBox = await notice.boundingBox();
      const dots = [
        ...(await Promise.all(
          [1, 2, 3, 4].map(async (n) => ({
            name: `corner ${n}`,
            box: await dotOf(page.getByRole('button', { name: `Lot corner ${n}` }), 22),
          })),
        )),
        ...(await Promise.all(
          [1, 2, 3, 4].map(async (n) => ({
            name: `the handle on line ${n}`,
            box: await dotOf(
              page.getByRole('button', { name: `Add a corner on lot line ${n}` }),
              14,
            ),
          })),
        )),
      ];
      for (const n of [1, 2, 3, 4]) {
        const label = await page
          .getByRole('button', { name: new RegExp(`^Line ${n}, `) })
          .boundingBox();
        if (!label) throw new Error('a label is not laid out');
        for (const dot of dots) {
          if (overlaps(label, dot.box)) found.push(`label ${n} over ${dot.name}`);
        }
        if (noticeBox && overlaps(label, noticeBox)) found.push(`label ${n} under the notice`);
      }
      return found;
    };
    await expect.poll(clashes).toEqual([]);
  });
});

/** The element that has focus now, named as a user would read it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing)';
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent;
    return label.trim().replace(/\s+/g, ' ').slice(0, 40);
  });
}

/**
 * Why the focused element does not show where focus is, or '' when it does: a ring (outline, or
 * maplibre's glow) drawn on it or on the box around it, none of it cut off by what holds it.
 */
async function focusUnseen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return 'nothing has focus';
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return outline || style.boxShadow !== 'none';
    };
    const ring = ringed(element) ? element : element.parentElement;
    if (!ring || !ringed(ring)) return 'no ring';
    // The ring's outer edge, and every ancestor that clips: the ring must lie within them.
    const style = getComputedStyle(ring);
    const reach = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
    const box = ring.getBoundingClientRect();
    for (let node = ring.parentElement; node; node = node.parentElement) {
      const clip = getComputedStyle(node);
      const clips =
        clip.overflowX !== 'visible' ||
        clip.overflowY !== 'visible' ||
        clip.contain.includes('paint');
      if (!clips || node === document.body || node === document.documentElement) continue;
      const holder = node.getBoundingClientRect();
      if (
        box.left - reach < holder.left - 0.5 ||
        box.top - reach < holder.top - 0.5 ||
        box.right + reach > holder.right + 0.5 ||
        box.bottom + reach > holder.bottom + 0.5
      ) {
        return `cut off by ${node.tagName.toLowerCase()}.${node.className}`;
      }
    }
    return '';
  });
}

/** Presses `key` until `name` has focus, checking that focus is seen at every stop on the way. */
async function tabTo(page: Page, name: string | RegExp, key = 'Tab'): Promise<void> {
  const wanted = (now: string) => (typeof name === 'string' ? now === name : name.test(now));
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press(key);
    const now = await focusedName(page);
    expect(now, 'focus stays on the page').not.toBe('(nothing)');
    expect(await focusUnseen(page), `focus is seen on "${now}"`).toBe('');
    if (wanted(now)) return;
  }
  throw new Error(`${String(name)} never had focus`);
}

test.describe('item 10: the keyboard', () => {
  test.use({ ...DESKTOP, viewport: { width: 1280, height: 900 } });

  test('finds an address, picks, moves, turns and saves a plan, focus seen at every step', async ({
    page,
  }) => {
    const map = await openMap(page);

    // The address comes before the map and its zoom buttons.
    const order: string[] = [];
    for (let step = 0; step < 12 && !order.includes('Map'); step += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    expect(order.indexOf('Address')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Address')).toBeLessThan(order.indexOf('Map'));
    await tabTo(page, 'Address', 'Shift+Tab');

    await page.keyboard.type('1100 Congress Ave, Austin');
    await expect(page.getByRole('list', { name: 'Addresses found' })).toBeVisible();
    await tabTo(page, /Austin/);
    await page.keyboard.press('Enter');
    await expect(map).toHaveAttribute('data-lot', 'placed');
    await expect(map).toHaveAttribute('data-view', 'still');

    // On the map, the arrow keys pan it.
    await tabTo(page, 'Map');
    const corner = page.getByRole('button', { name: 'Lot corner 1' });
    const cornerBefore = await centreOf(corner);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await centreOf(corner)).x).toBeLessThan(cornerBefore.x - 20);

    await tabTo(page, /SQ FT/);
    await page.keyboard.press('Enter');
    await expect(map).toHaveAttribute('data-fit', /clear|near/);

    // Back to the plan's round handle: there the arrow keys move it and ] turns it.
    await tabTo(page, 'Turn the plan', 'Shift+Tab');
    const plan = page.getByTestId('plan-overlay').locator('polygon').first();
    const before = await plan.boundingBox();
    const angle = Number(await map.getAttribute('data-angle'));
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => ((await plan.boundingBox())?.x ?? 0) - (before?.x ?? 0))
      .toBeGreaterThan(3);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press(']');
    await expect(map).toHaveAttribute('data-angle', ((angle + 3) % 360).toFixed(1));
    expect(await focusedName(page)).toBe('Turn the plan');

    // Save sends a visitor to sign in, and focus lands in the form.
    await tabTo(page, 'Save');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('Enter on the focused map places the property in its middle', async ({ page }) => {
    const map = await openMap(page);
    await tabTo(page, 'Map');
    await page.keyboard.press('Enter');
    await expect(map).toHaveAttribute('data-lot', 'placed');
    await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);
  });
});
