import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogue, type CatalogueEntry, openPlanPage, planNotYetOrdered } from './demoCatalogue';
import { DESKTOP, PHONE } from './devices';
import { touchDrag } from './mapHelpers';
import {
  DEMO_ADMIN,
  DEMO_USER,
  graphql,
  logIn,
  setPlanViewOnboardingDone,
  skipPlanViewOnboardingAsVisitor,
  waitForApp,
} from './session';

/** A site-built plan with a few published photos: gallery, estimate and price summary apply. */
async function sitePlan(page: Page): Promise<CatalogueEntry> {
  const plan = (await catalogue(page)).find(
    (entry) =>
      !entry.isModular &&
      !entry.isManufactured &&
      entry.photos.filter((photo) => photo.isPublish).length > 1,
  );
  if (!plan) throw new Error('the demo catalogue has no site-built plan with photos');
  return plan;
}

const DEVICES = [
  { name: 'desktop', use: DESKTOP },
  { name: 'phone', use: PHONE },
] as const;

for (const device of DEVICES) {
  test.describe(`plan page on ${device.name}`, () => {
    test.use(device.use);

    test('shows the gallery, the step tracker, the estimate and similar homes', async ({
      page,
    }) => {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await skipPlanViewOnboardingAsVisitor(page);
      const plan = await sitePlan(page);

      await openPlanPage(page, plan.id);
      await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
      await expect(page).toHaveTitle(/(Studio|BD \/ \d+ BATH).*SQ FT/);

      const gallery = page.getByRole('region', { name: 'Photo gallery' });
      const firstPhoto = gallery.getByRole('img').first();
      await expect(firstPhoto).toBeVisible();
      await expect
        .poll(() =>
          firstPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();

      await expect(page.getByTestId('plan-price')).toContainText(/\$[\d,]+ – \$[\d,]+/);

      const tracker = page.getByRole('region', { name: 'Your path to building' });
      await tracker.scrollIntoViewIfNeeded();
      const steps = tracker.getByRole('listitem');
      await expect(steps).toHaveCount(6);
      await expect(steps.nth(0)).toContainText('Initial Project and Property Information');
      // A visitor without a project has every step ahead of them.
      await expect(steps.nth(0)).toContainText('Upcoming');
      await expect(steps.nth(1)).toContainText('As Built Site Plan');
      await expect(steps.filter({ hasText: /Completed|In progress/ })).toHaveCount(0);
      await expect(steps.nth(5)).toContainText('Construction');
      // The last step slides in 5 × 0.35 s after the first and ends fully shown.
      await expect(steps.nth(5)).toHaveCSS('opacity', '1');

      const estimate = page.getByRole('region', { name: 'Estimate details' });
      await estimate.scrollIntoViewIfNeeded();
      await expect(estimate.getByText('Total').first()).toBeVisible();
      expect(await estimate.getByRole('region').count()).toBe(4);

      const similar = page.getByRole('region', { name: 'Similar homes' });
      await similar.scrollIntoViewIfNeeded();
      const firstSimilar = similar.getByRole('link').first();
      await expect(firstSimilar).toHaveAttribute('href', /^\/plan\/[^/]+$/);
      // The library's other plans: the total less the one on the page (40 of the 41 demo plans).
      const { plansCount } = await graphql<{ plansCount: { total: number } }>(
        page,
        '{ plansCount { total } }',
      );
      await expect(page.getByText(`${plansCount.total - 1} more plans`)).toBeVisible();
      await expect(
        page.getByText('Prices are estimates and vary by location.').first(),
      ).toBeVisible();

      await firstSimilar.click();
      await expect(page).toHaveURL(/\/plan\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(plan.title);
      expect(pageErrors).toEqual([]);
    });

    test('a signed-in user orders an as-is site plan', async ({ page }) => {
      const name = await logIn(page, DEMO_USER);
      await setPlanViewOnboardingDone(page, true);
      const plan = await planNotYetOrdered(page);

      await openPlanPage(page, plan.id);
      await page.getByRole('button', { name: 'Order as-is site plan' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Order an as-is site plan' });
      await expect(confirmation.getByText(plan.title)).toBeVisible();
      await confirmation.getByRole('button', { name: 'Confirm' }).click();
      await expect(
        page.getByText(`Thank you, ${name}! We will follow up with more details shortly.`),
      ).toBeVisible();
    });

    test("a modular home shows 'Starting from' instead of the price summary", async ({ page }) => {
      await skipPlanViewOnboardingAsVisitor(page);
      const modular = (await catalogue(page)).find(
        (entry) => entry.isModular && entry.fixPrice > 0,
      );
      if (!modular) throw new Error('the demo catalogue has no modular home');

      await openPlanPage(page, modular.id);
      await expect(page.getByTestId('plan-price')).toContainText(/^Starting from \$[\d,]+/);
      await expect(page.getByRole('region', { name: 'Estimate details' })).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Price summary' })).toHaveCount(0);
    });

    test("a bad id says 'Plan not found'", async ({ page }) => {
      await page.goto('/plan/no-such-plan');
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: 'Plan not found' })).toBeVisible();
    });
  });
}

test.describe('plan view onboarding', () => {
  test('a visitor sees it once; it stacks on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const plan = await sitePlan(page);
    await openPlanPage(page, plan.id);

    const dialog = page.getByRole('dialog', { name: 'Your Perfect Home' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Plan View')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(500);
    await expect(dialog).toHaveCSS('border-radius', '16px');
    // At 768px and below the picture sits above the text.
    const picture = await dialog.locator('img').first().boundingBox();
    const title = await dialog.getByRole('heading', { name: 'Your Perfect Home' }).boundingBox();
    expect((picture?.y ?? 0) + (picture?.height ?? 0)).toBeLessThanOrEqual(title?.y ?? 0);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: plan.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a signed-in user's dismissal is kept in their map session", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, DEMO_USER);
    await setPlanViewOnboardingDone(page, false);
    const plan = await sitePlan(page);
    await openPlanPage(page, plan.id);

    const dialog = page.getByRole('dialog', { name: 'Your Perfect Home' });
    await expect(dialog).toBeVisible();
    const picture = await dialog.locator('img').first().boundingBox();
    const title = await dialog.getByRole('heading', { name: 'Your Perfect Home' }).boundingBox();
    // Side by side on a wide screen.
    expect((picture?.x ?? 0) + (picture?.width ?? 0)).toBeLessThanOrEqual(title?.x ?? 0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await expect
      .poll(async () => {
        const data = await graphql<{ mapSession: { hasCompletedOnboardingPlanView: boolean } }>(
          page,
          '{ mapSession { hasCompletedOnboardingPlanView } }',
        );
        return data.mapSession.hasCompletedOnboardingPlanView;
      })
      .toBe(true);
  });
});

test('an admin sees a hidden plan faded, marked hidden', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await setPlanViewOnboardingDone(page, true);
  const hidden = (await catalogue(page, { isHidden: true })).at(0);
  if (!hidden) throw new Error('the demo catalogue has no hidden plan');
  await openPlanPage(page, hidden.id);
  await expect(page.getByText('Plan is hidden')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: hidden.title })).toBeVisible();
  const opacity = await page
    .getByTestId('plan-page')
    .locator(':scope > :not(p)')
    .first()
    .evaluate((element) => getComputedStyle(element).opacity);
  expect(Number(opacity)).toBeLessThan(1);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a finger swipes the gallery to the next photo and back', async ({ page }) => {
    await skipPlanViewOnboardingAsVisitor(page);
    const plan = await sitePlan(page);
    await openPlanPage(page, plan.id);
    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    const first = gallery.getByRole('img', { name: /photo 1 of \d+$/ });
    const second = gallery.getByRole('img', { name: /photo 2 of \d+$/ });
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    const box = await first.boundingBox();
    if (!box) throw new Error('the first photo has no box');
    // A thumb swipes across the middle of the photo from near its edge, where the arrows sit.
    const y = box.y + box.height / 2;
    const nearRight = { x: box.x + box.width * 0.92, y };
    const nearLeft = { x: box.x + box.width * 0.08, y };
    const middle = { x: box.x + box.width * 0.5, y };

    await touchDrag(page, nearRight, { x: box.x + box.width * 0.25, y });
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(second).toBeInViewport({ ratio: 0.9 });

    await touchDrag(page, nearLeft, { x: box.x + box.width * 0.75, y });
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(first).toBeInViewport({ ratio: 0.9 });

    // A short swipe in the middle moves one photo on too.
    await touchDrag(page, middle, { x: middle.x - 60, y });
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test('the price bar sticks to the bottom once the page is scrolled', async ({ page }) => {
    await skipPlanViewOnboardingAsVisitor(page);
    const plan = await sitePlan(page);
    await openPlanPage(page, plan.id);
    await expect(page.getByTestId('plan-price')).toContainText('$');
    const bar = page.getByTestId('sticky-price-bar');
    await expect(bar).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(/\$[\d,]+/);
    // Just above the 60px tab bar, once it has slid in.
    await expect
      .poll(async () => {
        const box = await bar.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      })
      .toBe(844 - 60);
  });
});
