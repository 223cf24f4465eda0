import { expect, type Locator, type Page } from '@playwright/test';
import { logIn, resetMapSession } from './session';

// The map's steps as a homeowner takes them: open the map, find the address, pick a plan, save.
// (How the map is measured and touched is in mapHelpers.ts.)

/** The address the tests search for; the local geocoder stand-in answers it (and any other). */
export const DEMO_ADDRESS = '1100 Congress Ave, Austin';

/** The visitor has already finished the 'Map Tool' onboarding dialog in this browser. */
export async function skipMapToolOnboarding(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('homeplot.onboarding.mapTool', 'done');
  });
}

/** Waits for the first login check and the map, ready for taps. */
export async function waitForMap(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading map' })).toHaveCount(0);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  // The canvas shows before the style has loaded; a tap counts from then on.
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-map', 'ready');
}

/** Opens the map ('/') and waits for it; answers the map. */
export async function openMap(page: Page): Promise<Locator> {
  await page.goto('/');
  await waitForMap(page);
  return page.getByTestId('plan-map');
}

/** Enters an address (answered by the local geocoder stand-in) and waits for the lot. */
export async function chooseAddress(page: Page, address = DEMO_ADDRESS) {
  await page.getByRole('searchbox', { name: 'Address' }).fill(address);
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first().click();
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-view', 'still');
}

/** Opens the map and finds the demo address: its lot placed, the camera still. Answers the map. */
export async function openMapOnLot(page: Page): Promise<Locator> {
  const map = await openMap(page);
  await chooseAddress(page);
  return map;
}

/** The first plan card of the strip. */
export function firstPlanCard(page: Page) {
  return page.getByRole('region', { name: 'Plans' }).getByRole('button').first();
}

/** Puts the strip's first plan on the lot and waits until its fit is shown (it fits). */
export async function placeFirstPlan(page: Page) {
  await firstPlanCard(page).click();
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-fit', /clear|near/);
}

/**
 * Opens the map, finds the demo address (the local geocoder's) and puts the strip's first plan
 * on its lot; answers the map once the plan's fit is shown.
 */
export async function openWithPlanPlaced(page: Page): Promise<Locator> {
  const map = await openMapOnLot(page);
  await placeFirstPlan(page);
  return map;
}

/**
 * Signs in as `account` with an emptied map session (so no earlier test's lot comes back) and
 * opens the map with the first plan placed on the demo address's lot.
 */
export async function placePlanSignedIn(
  page: Page,
  account: { email: string; password: string },
): Promise<Locator> {
  await logIn(page, account);
  await resetMapSession(page);
  return openWithPlanPlaced(page);
}

/** Presses Save as a signed-in user: the placement is saved to My Plans. */
export async function saveToMyPlans(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to My Plans')).toBeVisible();
}

/** Switches the map to the street map or the aerial imagery, and waits until it is shown. */
export async function chooseBasemap(page: Page, name: 'Street' | 'Aerial') {
  await page.getByRole('group', { name: 'Basemap' }).getByRole('button', { name }).click();
  await expect(page.getByTestId('plan-map')).toHaveAttribute('data-basemap', name.toLowerCase());
}

/** No internet in the tests: a stand-in street style with a plain background. */
export async function standInStreetStyle(page: Page): Promise<void> {
  await page.route('https://tiles.openfreemap.org/**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        version: 8,
        sources: {},
        layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } }],
      }),
    }),
  );
}

/**
 * Toasts (and the map's notices) lie over the map, where the finger or mouse goes next: closed,
 * as a user would. A toast also leaves on its own after 4 s, maybe while another is being
 * closed: look again.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) {
    await dismiss
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
}
