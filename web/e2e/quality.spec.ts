import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addPlanPhoto, openPlanForm } from './backOffice';
import { demoPlan, openPlanPage, planNotYetOrdered } from './demoCatalogue';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { placePlanSignedIn, saveToMyPlans, skipMapToolOnboarding } from './mapSteps';
import {
  DEMO_ADMIN,
  DEMO_USER,
  graphql,
  logIn,
  openAs,
  setPlanViewOnboardingDone,
  skipPlanViewOnboardingAsVisitor,
  waitForApp,
} from './session';
import { photoPng } from './testImages';

// The fixes of the quality review, each checked where a user would notice it.

/** Signs in as the demo admin and opens the form of the demo catalogue's plan number `index`. */
async function openDemoPlanForm(page: Page, index: number) {
  await logIn(page, DEMO_ADMIN);
  await openPlanForm(page, (await demoPlan(page, index)).id);
}

/** Saves `plan` for the signed-in user as the map would (no snapshot); answers its id. */
async function saveMapResult(
  page: Page,
  planId: string,
  address: string,
  map: Record<string, unknown> = {},
): Promise<string> {
  const data = await graphql<{ mapResultCreate: { id: string } }>(
    page,
    `
      mutation Save($input: MapResultInput!) {
        mapResultCreate(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        planId,
        address,
        map,
        fit: { insideLot: true, status: 'clear', coveragePct: 10, violations: [] },
      },
    },
  );
  return data.mapResultCreate.id;
}

/**
 * The headings and controls on screen that a toast lies over, each as its tag and text; none is
 * what a toast should cover.
 */
async function coveredByToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stack = document.querySelector('[data-testid="toasts"]');
    const toasts = Array.from(stack?.children ?? []).map((toast) => toast.getBoundingClientRect());
    const selector =
      'h1, h2, h3, h4, a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]';
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => !stack?.contains(element) && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && toasts.some((toast) => overlaps(toast, box));
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.trim()}"`);
  });
}

/**
 * Stops the page's clock once it has loaded: toasts close themselves after a few seconds, and
 * here they must stay until the test has looked (or until a page change ends them).
 */
async function holdToasts(page: Page) {
  // A moment ahead of the page's time: the clock moves on between the two calls, on a busy
  // machine by more than a moment, and a time already past is refused; then further ahead.
  for (const lead of [100, 500, 2000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + lead);
      return;
    } catch (error) {
      if (lead === 2000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * While the toasts are held, the page's clock moves on a few milliseconds at a time until
 * `shown` holds: the query cache passes answers on after a 0 ms timer, and the toasts' own
 * timers (seconds long) never come due.
 */
async function tickUntil(page: Page, shown: () => Promise<number>, count: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return shown();
    })
    .toBe(count);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('7: toasts sit under the header over no heading or control, and end with their page', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() });
    await logIn(page, DEMO_USER);
    const plan = await demoPlan(page, 0);
    const doomed = await saveMapResult(page, plan.id, '7 Toast Lane, Austin, TX');
    await graphql(page, 'mutation { logOut }');

    // Two refused logins: two toasts, stacked, on the login form.
    await page.goto('/user/profile');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    await holdToasts(page);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill('Not-the-password-1');
    const logInButton = page.getByRole('button', { name: 'Log in', exact: true });
    await logInButton.click();
    await expect(page.getByTestId('toasts').getByRole('alert')).toHaveCount(1);
    await logInButton.click();
    await expect(page.getByTestId('toasts').getByRole('alert')).toHaveCount(2);
    await expect.poll(() => coveredByToasts(page)).toEqual([]);

    // Logged in and sent back to the profile: the refusals stay with the login page, the
    // welcome comes along.
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await logInButton.click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    const toasts = page.getByTestId('toasts').locator('> *');
    await expect(toasts).toHaveText(['Login successful!×']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => coveredByToasts(page)).toEqual([]);

    // The person goes on to My Plans: the profile's toast ends there.
    await page.getByRole('link', { name: 'My Plans' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
    await expect(toasts).toHaveCount(0);

    // A failure on My Plans (the plan was deleted elsewhere meanwhile) lies over nothing either.
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: '7 Toast Lane' });
    await tickUntil(page, () => card.count(), 1);
    await graphql(page, 'mutation Gone($id: ID!) { mapResultDelete(id: $id) }', { id: doomed });
    await card.getByRole('button', { name: /^Delete/ }).click();
    const alerts = page.getByTestId('toasts').getByRole('alert');
    await tickUntil(page, () => alerts.count(), 1);
    await expect.poll(() => coveredByToasts(page)).toEqual([]);
  });

  test('8: a copy saved with Save as new has a name of its own, its address and its save time', async ({
    page,
  }) => {
    await skipMapToolOnboarding(page);
    await placePlanSignedIn(page, DEMO_USER);
    await saveToMyPlans(page);
    await page.getByRole('button', { name: 'Save as new' }).click();
    await expect(page.getByText('Saved as a new plan in My Plans')).toBeVisible();

    await page.goto('/my-plans');
    await waitForApp(page);
    // Newest first: the copy, then the plan it was copied from.
    const cards = page.getByRole('main').getByRole('listitem');
    const [copy, original] = [cards.nth(0), cards.nth(1)];
    const originalTitle = await original.getByRole('heading').innerText();
    const copyTitle = await copy.getByRole('heading').innerText();
    expect(copyTitle).not.toBe(originalTitle);
    expect(copyTitle).toMatch(/ \(\d+\)$/);
    for (const card of [copy, original]) {
      await expect(card).toContainText('1100 Congress');
      await expect(card.getByText(/^Saved /)).toBeVisible();
    }
    await expect(copy.getByRole('img')).toHaveAccessibleName(`${copyTitle} on the map`);
  });

  test('16: a map question shows the lot and the address, framed to the lot, without imagery', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const plan = await demoPlan(page, 0);
    // A saved plan with its lot (about 60 × 120 ft) and the address in its middle; no imagery
    // loads in the tests.
    const [lng, lat] = [-97.7404, 30.2747];
    const [dx, dy] = [0.0001, 0.000165];
    const lot = [
      [lng - dx, lat - dy],
      [lng - dx, lat + dy],
      [lng + dx, lat + dy],
      [lng + dx, lat - dy],
    ];
    const saved = await saveMapResult(page, plan.id, '1100 Congress Ave, Austin, TX', {
      lot,
      center: [lng, lat],
    });
    const { siteVisitCreate } = await graphql<{ siteVisitCreate: { id: string } }>(
      page,
      'mutation Start($input: SiteVisitCreateInput!) { siteVisitCreate(input: $input) { id } }',
      { input: { title: 'Lot walk', mapResultId: saved } },
    );

    await page.goto(`/site-visit/edit/${siteVisitCreate.id}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Place on the map' }).first().click();
    const map = page.getByTestId('visit-map');
    await expect(map).toHaveAttribute('data-ready', 'true');
    await map.scrollIntoViewIfNeeded();
    const outline = page.getByTestId('visit-lot-outline');
    const marker = page.getByTestId('visit-address-marker');
    await expect(outline).toBeVisible();
    await expect(marker).toBeVisible();

    const [mapBox, lotBox, pinBox] = await Promise.all(
      [map, outline, marker].map(async (locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('not laid out');
        return box;
      }),
    );
    // The map draws at its box's size.
    const canvas = await map
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement) => [c.clientWidth, c.clientHeight]);
    expect(canvas).toEqual([Math.round(mapBox.width), Math.round(mapBox.height)]);
    // Framed to the lot: all of it in view, filling the map one way or the other.
    expect(lotBox.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(lotBox.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(lotBox.x + lotBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(lotBox.y + lotBox.height).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    expect(Math.max(lotBox.width / mapBox.width, lotBox.height / mapBox.height)).toBeGreaterThan(
      0.6,
    );
    // The address's pin points into the lot.
    const tip = { x: pinBox.x + pinBox.width / 2, y: pinBox.y + pinBox.height };
    expect(tip.x).toBeGreaterThan(lotBox.x);
    expect(tip.x).toBeLessThan(lotBox.x + lotBox.width);
    expect(tip.y).toBeGreaterThan(lotBox.y);
    expect(tip.y).toBeLessThan(lotBox.y + lotBox.height);
  });

  test('15: with the address search down, a visit starts from a tap on a map, the typed address kept', async ({
    page,
  }) => {
    const down =
      'Address search is unavailable right now. You can still place your property by tapping the map.';
    await page.route('**/api/geocode?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: down, code: 'UNAVAILABLE' }),
      }),
    );
    await openAs(page, DEMO_USER, '/site-visit/new');
    await page.getByLabel('Address', { exact: true }).fill('1 Admin Secret St');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('alert')).toHaveText(down);
    const start = page.getByRole('button', { name: 'Start visit' });
    await expect(start).toBeDisabled();

    const map = page.getByRole('region', { name: 'Map to place the property' });
    await expect(map).toHaveAttribute('data-ready', 'true');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await map.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(page.getByText('Placed on the map. Tap again to move it.')).toBeVisible();
    await expect(start).toBeEnabled();
    await start.click();

    await expect(page).toHaveURL(/\/site-visit\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: '1 Admin Secret St' })).toBeVisible();
  });

  test('19: a photo keeps the name of its file after a save, and after an offline sync', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const { siteVisitCreate } = await graphql<{ siteVisitCreate: { id: string } }>(
      page,
      'mutation Start($input: SiteVisitCreateInput!) { siteVisitCreate(input: $input) { id } }',
      {
        input: {
          title: 'Names walk',
          address: '1100 Congress Ave, Austin, TX',
          coordinates: [-97.7404, 30.2747],
        },
      },
    );
    await page.goto(`/site-visit/edit/${siteVisitCreate.id}`);
    await waitForApp(page);
    const status = page.getByRole('status').filter({ hasText: /answered/ });
    const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: photoPng(320, 240) });
    const cards = (title: string) => page.getByRole('list', { name: title }).getByRole('img');

    // Sent at once.
    await page
      .getByTestId('Backyard photo file input')
      .setInputFiles(picture('Back yard, west.png'));
    await expect(cards('Backyard photo')).toHaveCount(1);
    await expect(status).toContainText('all saved');
    // Kept on the device while offline, sent when the connection is back.
    await page.context().setOffline(true);
    await page
      .getByTestId('Electrical meter photo file input')
      .setInputFiles(picture('Meter 2.png'));
    await expect(page.getByText('Waiting on this device to be sent: Meter 2.png')).toBeVisible();
    await page.context().setOffline(false);
    await expect(status).toContainText('all saved');

    await page.reload();
    await waitForApp(page);
    await expect(cards('Backyard photo')).toHaveAccessibleName('Back yard, west.png');
    await expect(cards('Electrical meter photo')).toHaveAccessibleName('Meter 2.png');
    await expect(page.getByText('original.png')).toHaveCount(0);
  });

  test('24: My Plans links are named by the words they show (axe: label-content-name-mismatch)', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER);
    const plan = await demoPlan(page, 0);
    await saveMapResult(page, plan.id, '1100 Congress Ave, Austin, TX');

    await page.goto('/my-plans');
    await waitForApp(page);
    const open = page.getByRole('link', { name: /^Open on map/ }).first();
    await expect(open).toHaveText('Open on map');
    const results = await new AxeBuilder({ page })
      .withRules(['label-content-name-mismatch'])
      .analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((n) => n.html))).toEqual(
      [],
    );
  });

  test("17: an untitled visit's heading is its address, said once", async ({ page }) => {
    await logIn(page, DEMO_USER);
    const address = '1 Admin Secret St, Austin, TX';
    const { siteVisitCreate } = await graphql<{ siteVisitCreate: { id: string } }>(
      page,
      'mutation Start($input: SiteVisitCreateInput!) { siteVisitCreate(input: $input) { id } }',
      { input: { title: '', address, coordinates: [-97.7404, 30.2747] } },
    );

    for (const path of [
      `/site-visit/${siteVisitCreate.id}`,
      `/site-visit/edit/${siteVisitCreate.id}`,
    ]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
      await expect(page.getByRole('main').getByText(address, { exact: true })).toHaveCount(1);
    }
  });

  test('14: the weak-password message names every rule the checklist shows unmet', async ({
    page,
  }) => {
    await page.goto('/register');
    await waitForApp(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abcdefgh');
    await password.blur();
    await expect(password).toHaveAccessibleDescription(
      'Password must contain at least one number and one uppercase letter',
    );
    const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
    await expect(rules.filter({ hasText: 'not met yet' })).toHaveText([
      'A number: not met yet',
      'An uppercase letter: not met yet',
    ]);
  });

  test('13: a page past the end shows the last page; contradictory bounds are explained', async ({
    page,
  }) => {
    await openAs(page, DEMO_USER, '/plans?page=99');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toBeVisible();
    const position = (await pager.getByText(/^Page \d+ of \d+$/).innerText()).split(' ');
    expect(position[1], 'on the last page').toBe(position[3]);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${position[3]}(&|$)`));
    await expect(page.getByRole('list', { name: 'Plans' }).getByRole('listitem')).not.toHaveCount(
      0,
    );

    await page.goto('/plans?minWidth=40&maxWidth=20');
    await expect(page.getByText('Plans not found')).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .getByText('The minimum width (40 ft) is more than the maximum (20 ft).'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Swap the widths' }).click();
    await expect(page).toHaveURL(/minWidth=20&maxWidth=40/);
    await expect(page.getByText('The minimum width (40 ft)')).toHaveCount(0);
  });

  test('11: a visitor without a project sees every step ahead of them', async ({ page }) => {
    await skipPlanViewOnboardingAsVisitor(page);
    const plan = await demoPlan(page, 0);
    await openPlanPage(page, plan.id);
    const steps = page.getByRole('region', { name: 'Your path to building' }).getByRole('listitem');
    await expect(steps).toHaveCount(6);
    await expect(steps.filter({ hasText: 'Upcoming' })).toHaveCount(6);
    await expect(steps.filter({ hasText: /Completed|In progress/ })).toHaveCount(0);
  });

  test('12: once ordered, the plan page says when instead of offering the order again', async ({
    page,
  }) => {
    // The demo admin orders here: the order specs order as the demo user.
    await logIn(page, DEMO_ADMIN);
    await setPlanViewOnboardingDone(page, true);
    const plan = await planNotYetOrdered(page);

    await openPlanPage(page, plan.id);
    const order = page.getByRole('button', { name: 'Order as-is site plan' });
    await order.click();
    await page
      .getByRole('dialog', { name: 'Order an as-is site plan' })
      .getByRole('button', { name: 'Confirm' })
      .click();

    const today = await page.evaluate(() => new Date().toLocaleDateString());
    const ordered = page.getByTestId('site-plan-ordered');
    for (const when of ['just ordered', 'after a reload']) {
      await expect(ordered, when).toContainText(
        `You ordered this site plan on ${today}. Its status: Received.`,
      );
      await expect(order, when).toHaveCount(0);
      const steps = page
        .getByRole('region', { name: 'Your path to building' })
        .getByRole('listitem');
      await expect(steps.nth(0)).toContainText('Completed');
      await expect(steps.nth(1)).toContainText('In progress');
      await page.reload();
      await waitForApp(page);
    }
  });
});

test.describe('in the back office', () => {
  test.use(DESKTOP);

  test('21, 22, 23: the studio does not run an unavailable model, says where a saved result went, and times a short task in seconds', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, DEMO_ADMIN);
    // A plan of its own: the studio's spec works on the first ones.
    const plan = await demoPlan(page, 7);
    const planPath = encodeURIComponent(plan.id);

    // A photo to work on, added through the plan form.
    await addPlanPhoto(page, plan.id, 'garden.png', { width: 900, height: 700 });

    await page.goto(`/admin/plan/creative-studio/${planPath}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Choose images' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose images' });
    await picker.getByRole('checkbox').last().check();
    await picker.getByRole('button', { name: 'Select' }).click();

    // 21: Flux kontext has no hosted model here; it is said before generating and not run.
    const generate = page.getByRole('button', { name: 'Generate' });
    await expect(page.getByLabel('Model')).toHaveValue('kontext');
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(
      'Flux kontext is not available here: choose another model.',
    );

    // The kitchen model runs on the stand-in provider in a few seconds.
    await page.getByLabel('Model').selectOption('kitchen');
    await page.getByLabel('Style').selectOption({ label: 'Modern' });
    await page.getByLabel('Prompt').fill('Morning light');
    await generate.click();
    // This task by its prompt: the list shows it at its top only once it is created.
    const task = page.getByTestId('generation-task').filter({ hasText: 'Morning light' });
    await expect(task.getByTestId('task-status')).toHaveText('done', { timeout: 30_000 });

    // 23: a few seconds are said in seconds, not as '0.00 h'.
    await expect(task.getByTestId('task-execution-time')).toHaveText(
      /^Execution time: < 0\.01 h \(\d+ s\)$/,
    );

    // 22: saving says where the result went and how homeowners get to see it.
    const save = task.getByRole('button', { name: 'Save to plan' });
    await expect(save).toHaveAccessibleDescription("Adds it to the plan's photos, unpublished.");
    await save.click();
    const saved = task.getByTestId('task-saved');
    await expect(saved).toContainText('unpublished: homeowners see it once it is published');
    await saved.getByRole('link', { name: "Open the plan's photos" }).click();
    await expect(page).toHaveURL(`/admin/plan/edit/${planPath}`);
    await expect(page.getByRole('checkbox', { name: /^Published: / }).last()).not.toBeChecked();
  });

  test('23: exterior generations say when there are none; the users list can be searched', async ({
    page,
  }) => {
    await openDemoPlanForm(page, 2);
    const exteriors = page.getByRole('region', { name: 'Exterior generations' });
    await expect(exteriors.getByText('No exterior generations yet.')).toBeVisible();
    await expect(exteriors.getByText('Oops...')).toHaveCount(0);

    await page.goto('/admin/users');
    await waitForApp(page);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO_USER.email);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(DEMO_USER.email);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('no such person');
    await expect(page.getByText('No user matches “no such person”')).toBeVisible();
  });
  test('23: a success toast in the back office leaves the back link and the heading clear', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() });
    await openDemoPlanForm(page, 3);
    const update = page.getByRole('button', { name: 'Update Plan' });
    await expect(update).toBeEnabled();
    // Held once the form is loaded: the back office's query cache answers through timers.
    await holdToasts(page);
    await update.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('toasts').getByText('Plan successfully updated')).toBeVisible();
    await expect.poll(() => coveredByToasts(page)).toEqual([]);
  });
  test('20: refused photos get no card, do not count against the limit, and can be dismissed', async ({
    page,
  }) => {
    await openDemoPlanForm(page, 4);
    const count = page.getByRole('heading', { name: /^Photos \(\d+ of 100\)$/ });
    const before = await count.innerText();

    // A letter renamed .jpg and a 30 MB picture.
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    await page.getByTestId('Photos file input').setInputFiles([
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Meeting notes') },
      {
        name: 'huge.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.concat([jpegHead, Buffer.alloc(30 * 1024 * 1024)]),
      },
    ]);
    const refused = page.getByRole('alert');
    // Each is named with its reason, in the order their checks end.
    await expect(refused).toHaveCount(2);
    await expect(
      refused.filter({
        hasText: 'notes.jpg was not uploaded: Only JPEG, PNG, WebP or GIF images can be uploaded.',
      }),
    ).toHaveCount(1);
    await expect(
      refused.filter({ hasText: 'huge.jpg was not uploaded: This image is larger than 20 MB.' }),
    ).toHaveCount(1);
    await expect(count).toHaveText(before);
    await expect(page.getByRole('button', { name: /^Delete (notes|huge)\.jpg$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Dismiss the files not uploaded' }).click();
    await expect(refused).toHaveCount(0);
  });
  test("18: the area picker offers a county's own cities under it", async ({ page }) => {
    await openDemoPlanForm(page, 5);
    const level = (name: string) => page.getByRole('group', { name: `Available areas: ${name}` });
    const pick = async (name: string, place: string) => {
      await level(name).getByRole('searchbox').fill(place);
      await level(name)
        .getByRole('checkbox', { name: new RegExp(`^${place}`) })
        .check();
      await level(name).getByRole('searchbox').fill('');
    };
    // The plan's own areas first go, so only what is picked here is chosen.
    for (const chip of await page.getByRole('button', { name: /^Remove / }).all()) {
      if (await chip.isVisible()) await chip.click();
    }
    await pick('States', 'California');
    await pick('Counties', 'Los Angeles County');

    const cities = level('Cities').getByRole('checkbox');
    await expect(level('Cities').getByRole('checkbox', { name: /^Long Beach/ })).toBeVisible();
    await expect(level('Cities').getByRole('checkbox', { name: /^Los Angeles/ })).toBeVisible();
    for (const elsewhere of ['San Francisco', 'Sacramento', 'San Diego']) {
      await expect(
        level('Cities').getByRole('checkbox', { name: new RegExp(`^${elsewhere}`) }),
      ).toHaveCount(0);
    }
    expect(await cities.count()).toBeLessThan(100);
  });
  test("19: a plan's photo keeps the name of its file once the plan is saved", async ({ page }) => {
    await logIn(page, DEMO_ADMIN);
    const plan = await demoPlan(page, 6);
    await addPlanPhoto(page, plan.id, 'Back porch at dusk.png', { width: 640, height: 480 });

    await openPlanForm(page, plan.id);
    await expect(page.getByRole('img', { name: 'Back porch at dusk.png' })).toBeVisible();
    await page.goto(`/admin/plan/${encodeURIComponent(plan.id)}`);
    await waitForApp(page);
    await expect(
      page.getByRole('list', { name: 'Photos' }).getByText('Back porch at dusk.png'),
    ).toBeVisible();
  });
});

test.describe('on a 2× phone', () => {
  test.use({ ...PHONE, deviceScaleFactor: 2 });

  /** Uploads a photo as the signed-in admin, as the plan form does (watermarked). */
  async function uploadPhoto(page: Page, name: string) {
    const response = await page.request.post('/api/upload/image', {
      multipart: {
        image: { name, mimeType: 'image/png', buffer: photoPng(1600, 1200) },
        folder: 'plans',
        addWatermark: 'true',
      },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: { original: { url: string; size: number; type: string }; compressed: unknown };
    };
    return {
      original: data.original.url,
      name,
      isPublish: true,
      isPrimary: name === 'cover.png',
      size: data.original.size,
      type: data.original.type,
      compressed: data.compressed,
    };
  }

  test('32: a plan with uploaded photos sends each at the width its slot needs, the rest when reached', async ({
    page,
  }) => {
    await logIn(page, DEMO_ADMIN);
    const photos = [];
    for (const name of ['cover.png', 'porch.png', 'yard.png'])
      photos.push(await uploadPhoto(page, name));
    const { contractors } = await graphql<{ contractors: { id: string }[] }>(
      page,
      '{ contractors { id } }',
    );
    const { planCreate } = await graphql<{ planCreate: { id: string } }>(
      page,
      'mutation ($input: PlanInput!) { planCreate(input: $input) { id } }',
      {
        input: {
          contractorId: contractors[0]?.id,
          title: 'Photographed Cottage',
          // Hidden (its admin still sees its page): the catalogue other specs count stays as it was.
          isHidden: true,
          url: 'https://builder.example/photographed-cottage',
          image: (photos[0]?.compressed as { url: string }).url,
          meta: {
            type: 'HOUSE',
            totalArea: 480,
            width: 20,
            length: 24,
            bedroomCount: 1,
            bathroomCount: 1,
          },
          photos,
        },
      },
    );
    await setPlanViewOnboardingDone(page, true);

    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await page.goto(`/plan/${planCreate.id}`);
    const slide = (n: number) =>
      page.getByRole('img', { name: `Photographed Cottage, photo ${n} of 3` });
    await expect(slide(1)).toBeVisible();
    await expect.poll(() => slide(1).evaluate((img: HTMLImageElement) => img.complete)).toBe(true);

    // The first photo at a 2× phone's width (its 768-pixel rendition, watermarked), thumbnails
    // from the narrowest one; never an original, nor the 2048-pixel file.
    const shown = (await slide(1).evaluate((img: HTMLImageElement) => img.currentSrc)).replace(
      /^https?:\/\/[^/]+/,
      '',
    );
    expect(shown).toMatch(/\/watermarked-768w\.webp$/);
    expect(images.filter((path) => /\/original\.|\/watermarked\.webp$/.test(path))).toEqual([]);
    // The third photo's slide is not fetched until the second is shown.
    const third = (photos[2]?.compressed as { url: string }).url.replace('.webp', '-768w.webp');
    expect(images).not.toContain(third);
    await expect(slide(3)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show photo 2' }).click();
    await expect(slide(3)).toBeAttached();
    await expect.poll(() => images).toContain(third);
  });
});
