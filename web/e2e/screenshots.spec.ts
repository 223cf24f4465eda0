import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { catalogue, openPlanPage } from './demoCatalogue';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { dismissToasts, openWithPlanPlaced, skipMapToolOnboarding } from './mapSteps';
import { DEMO_ADMIN, openAs, skipPlanViewOnboardingAsVisitor } from './session';

// The pictures of the product in the README (docs/screenshots/), taken by the suite so that they
// stay current. Every run takes the same steps and checks the page is what its picture shows;
// only `E2E_SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts` (in web/, after a build)
// writes the files, so an ordinary run leaves the tracked pictures alone.

/** Every picture on the screen has loaded (those further down load lazily, later). */
async function expectPicturesInViewLoaded(page: Page) {
  await expect
    .poll(() =>
      page
        .getByRole('main')
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
}

/**
 * Takes the picture of the screen as it is (attached to the test's report), and writes it to
 * docs/screenshots/`name` when E2E_SCREENSHOTS=1.
 */
async function picture(page: Page, name: string, testInfo: TestInfo) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  await testInfo.attach(name, { body: png, contentType: 'image/png' });
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const folder = join(testInfo.project.testDir, '..', '..', 'docs', 'screenshots');
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), png);
}

test.describe('on a phone', () => {
  // Drawn at the phone's own density, so the picture is sharp on a large screen too.
  test.use({ ...PHONE, deviceScaleFactor: 2 });

  test('map-phone.png: the map with a plan placed on the lot', async ({ page }, testInfo) => {
    await skipMapToolOnboarding(page);
    const map = await openWithPlanPlaced(page);
    // No imagery reaches the tests: its notice is put away, as a user would.
    await dismissToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(map).toHaveAttribute('data-view', 'still');
    await expect(map).toHaveAttribute('data-footprint', 'drawn');
    await expect(map).toHaveAttribute('data-fit', /clear|near/);
    await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);
    await expect(page.getByTestId('plan-overlay').locator('polygon').first()).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Lot fit' })).toContainText('Inside the lot');
    await picture(page, 'map-phone.png', testInfo);
  });
});

test.describe('on a desktop', () => {
  test.use({ ...DESKTOP, viewport: { width: 1280, height: 800 } });

  test('plan-page.png: the top of the plan page of Madrone', async ({ page }, testInfo) => {
    await skipPlanViewOnboardingAsVisitor(page);
    const madrone = (await catalogue(page)).find((plan) => plan.title === 'Madrone');
    if (!madrone) throw new Error('the demo catalogue has no Madrone');
    await openPlanPage(page, madrone.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Madrone' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Photo gallery' }).getByRole('img').first(),
    ).toBeVisible();
    await expect(page.getByTestId('plan-price')).toContainText(/\$[\d,]+/);
    await expectPicturesInViewLoaded(page);
    await picture(page, 'plan-page.png', testInfo);
  });

  test("back-office.png: the admin's plans list", async ({ page }, testInfo) => {
    await openAs(page, DEMO_ADMIN, '/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByText(/^1-10 of \d+ items$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await expectPicturesInViewLoaded(page);
    await picture(page, 'back-office.png', testInfo);
  });
});
