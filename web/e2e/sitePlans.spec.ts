import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Locator, Page } from '@playwright/test';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { dismissToasts, placePlanSignedIn, saveToMyPlans, skipMapToolOnboarding } from './mapSteps';
import { countPixels, type PixelMatch } from './pixels';
import { DEMO_USER, setPlanViewOnboardingDone } from './session';

// A homeowner takes a to-scale site plan of their placement to the city: of the placement on the
// map as it stands, or of one saved in My Plans.

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
});

/** The site plan's lot: its pale green fill (#f3f6ef), not the sheet's white. */
const LOT_FILL: PixelMatch = { min: [236, 240, 232], max: [249, 252, 245] };
/** The new building's outline and dimensions: dark blue (#0b3d91). */
const FOOTPRINT_BLUE: PixelMatch = { min: [0, 35, 105], max: [60, 95, 185] };
/** The lot lines, labels and title block: near-black ink (#1a1a1a). */
const INK: PixelMatch = { max: [70, 70, 70] };

/** Presses `control` and answers the file the browser downloads, with its bytes. */
async function download(page: Page, control: Locator): Promise<{ file: Download; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await control.click();
  const file = await started;
  const path = await file.path();
  return { file, bytes: await readFile(path) };
}

/**
 * The serious and critical WCAG 2.1 A/AA violations (as a11y.spec.ts audits whole routes) inside
 * `selector`, as it stands: the part of the page the download controls are in.
 */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
}

/** Whether the page is wider than the screen (something sticks out sideways). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('the placement on the map, unsaved, and a saved one from My Plans download as site plans', async ({
    page,
  }) => {
    await placePlanSignedIn(page, DEMO_USER);

    // The placement as it stands, not saved: a PDF named by the API.
    const fromMap = await download(
      page,
      page.getByRole('button', { name: 'Download site plan (PDF)' }),
    );
    expect(fromMap.file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fromMap.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await saveToMyPlans(page);
    await dismissToasts(page);
    await page.goto('/my-plans');
    const newest = page.getByRole('main').getByRole('listitem').first();
    const menu = newest.getByText('Download site plan');
    await expect(newest.getByRole('link', { name: 'PDF, Letter' })).toBeHidden();
    // From the keyboard: the toggle opens with Enter and closes with Escape.
    await menu.focus();
    await page.keyboard.press('Enter');
    const letter = newest.getByRole('link', { name: 'PDF, Letter' });
    await expect(letter).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(letter).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();

    const saved = await download(page, letter);
    expect(saved.file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Tabloid and portrait: the sheet is what the links ask for.
    await newest.getByRole('radio', { name: 'Portrait' }).check();
    const tabloid = newest.getByRole('link', { name: 'PDF, Tabloid' });
    await expect(tabloid).toHaveAttribute('href', /paper=tabloid&orientation=portrait$/);
    const svgLink = newest.getByRole('link', { name: 'SVG' });
    await expect(svgLink).toHaveAttribute('href', /\.svg\?paper=letter&orientation=portrait$/);
    await newest.getByRole('radio', { name: 'Landscape' }).check();

    // The SVG drawn in the page, as a browser shows it: the lot in its fill and ink, the
    // footprint in blue.
    const svgUrl = await svgLink.getAttribute('href');
    if (!svgUrl) throw new Error('the SVG link has no address');
    await page.evaluate(async (src) => {
      const image = document.createElement('img');
      image.id = 'site-plan-svg';
      image.alt = 'Site plan';
      image.src = src;
      Object.assign(image.style, { position: 'fixed', inset: '0', zIndex: '10000' });
      document.body.append(image);
      await image.decode();
    }, svgUrl);
    const drawn = page.locator('#site-plan-svg');
    // Letter, landscape: 11 × 8.5 in at 96 px an inch.
    expect(await drawn.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1056);
    const png = await drawn.screenshot();
    const lot = await countPixels(page, png, LOT_FILL);
    const footprint = await countPixels(page, png, FOOTPRINT_BLUE);
    const ink = await countPixels(page, png, INK);
    expect(lot, 'the lot is filled').toBeGreaterThan(5_000);
    expect(footprint, 'the footprint is outlined').toBeGreaterThan(200);
    expect(ink, 'the lot lines and labels are drawn').toBeGreaterThan(1_000);
  });

  test("the map says the API's reason when it cannot draw the site plan", async ({ page }) => {
    await placePlanSignedIn(page, DEMO_USER);
    const reason = 'Place a plan on the lot to draw its site plan.';
    await page.route('**/api/site-plan.pdf', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: reason, code: 'BAD_REQUEST' }),
      }),
    );
    await page.getByRole('button', { name: 'Download site plan (PDF)' }).click();
    await expect(page.getByText(reason)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ ...PHONE, viewport: { width: 375, height: 812 } });

  test('the download controls fit a 375 px screen, open or not, and pass the accessibility audit', async ({
    page,
  }) => {
    await placePlanSignedIn(page, DEMO_USER);
    await setPlanViewOnboardingDone(page, true);
    const button = page.getByRole('button', { name: 'Download site plan (PDF)' });
    const box = await button.boundingBox();
    if (!box) throw new Error('the download button is not laid out');
    expect(box.height, 'one line').toBeLessThanOrEqual(48);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await overflowsSideways(page)).toBe(false);

    await saveToMyPlans(page);
    await page.goto('/my-plans');
    const newest = page.getByRole('main').getByRole('listitem').first();
    await newest.getByText('Download site plan').click();
    await expect(newest.getByRole('link', { name: 'SVG' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await newest.getByRole('link', { name: /^View/ }).click();
    const onLot = page.getByRole('region', { name: 'On your lot' });
    await onLot.getByText('Download site plan').click();
    await expect(onLot.getByRole('link', { name: 'PDF, Tabloid' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page, 'section[aria-labelledby="plan-map-title"]')).toEqual([]);
  });
});
