import type { Page } from '@playwright/test';
import { openPlanForm, updatePlan } from './backOffice';
import { openPlanPage } from './demoCatalogue';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { chooseAddress, skipMapToolOnboarding, waitForMap } from './mapSteps';
import {
  DEMO_ADMIN,
  DEMO_USER,
  graphql,
  logIn,
  openAs,
  skipPlanViewOnboardingAsVisitor,
  waitForApp,
} from './session';
import { photoPng } from './testImages';

const png = (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: photoPng(width, height),
});

/** The lot coverage the map's fit panel shows, in percent. */
async function lotCoverage(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Lot fit' })
    .getByText(/^Lot coverage/)
    .textContent();
  return Number(/([\d.]+)/.exec(text ?? '')?.[1] ?? NaN);
}

/** Ticks `name` in one level of an area picker, finding it by the level's filter box. */
async function pick(page: Page, level: 'States' | 'Counties' | 'Cities', name: string) {
  const group = page.getByRole('group', { name: `Available areas: ${level}` });
  await group.getByRole('searchbox').fill(name);
  await group.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
}

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('an admin adds a contractor and a plan with photos and areas; homeowners see it at once and its footprint follows an edit', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A contractor with a logo.
    await openAs(page, DEMO_ADMIN, '/admin/contractor/new');
    await page.getByTestId('Logo file input').setInputFiles(png('logo.png', 400, 400));
    await page
      .getByRole('dialog', { name: 'Edit Image' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByRole('img', { name: 'logo.png' })).toBeVisible();
    await page.getByLabel('Company name').fill('Cedar Lane Homes');
    await page.getByLabel('Email').fill('hello@cedarlane.example');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Cedar Lane Homes' })).toBeVisible();

    // The plan: every rule speaks first, then the form is filled.
    await page.goto('/admin/plans');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'New plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Please select contractor')).toBeVisible();
    await expect(page.getByText('Please enter title')).toBeVisible();
    await expect(page.getByText('Please enter link on view')).toBeVisible();

    await page.getByLabel('Contractor').selectOption({ label: 'Cedar Lane Homes' });
    await page.getByLabel('Title').fill('The Cedar Studio');
    await page.getByLabel('Link on view').fill('https://cedarlane.example/studio');
    await page.getByLabel('Width').fill('16');
    await page.getByLabel('Length').fill('20');
    await page.getByLabel('Total area').fill('320');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Please upload main image')).toBeVisible();

    await page.getByTestId('Main image file input').setInputFiles(png('main.png', 800, 600));
    await expect(page.getByRole('img', { name: 'main.png' })).toBeVisible();
    await page
      .getByTestId('Photos file input')
      .setInputFiles([
        png('front.png', 640, 480),
        png('porch.png', 600, 480),
        png('kitchen.png', 560, 480),
      ]);
    for (const name of ['front.png', 'porch.png', 'kitchen.png']) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Set as Cover: porch.png' }).click();
    await expect(page.getByRole('button', { name: 'Unset Cover: porch.png' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Published: kitchen.png' }).uncheck();

    await pick(page, 'States', 'Texas');
    await pick(page, 'Counties', 'Travis County');
    await pick(page, 'Cities', 'Austin');
    // Unticking a state takes its counties and cities with it.
    await pick(page, 'States', 'Oregon');
    await pick(page, 'Counties', 'Lane County');
    await page
      .getByRole('list', { name: 'Selected states' })
      .getByRole('button', { name: 'Remove Oregon' })
      .click();
    await expect(page.getByRole('button', { name: 'Remove Lane County' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Travis County' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Austin' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Plan successfully created')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plan\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByRole('heading', { level: 1, name: 'The Cedar Studio' })).toBeVisible();
    await expect(page.getByText('Cedar Lane Homes')).toBeVisible();
    await expect(page.getByText('Travis County')).toBeVisible();
    await expect(page.getByText('No pre-approved')).toHaveCount(0);
    const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(3);
    await expect(photos.nth(1).getByText('Cover')).toBeVisible();
    await expect(photos.nth(2).getByText('Unpublished')).toBeVisible();

    // Homeowners' catalogue: the card shows the cover photo (by its watermarked variant, with
    // the renditions the card's width takes).
    const stored = await graphql<{
      plan: {
        photos: {
          original: string;
          isPrimary: boolean;
          isPublish: boolean;
          compressed: { url: string } | null;
        }[];
      };
    }>(
      page,
      'query($id: ID!) { plan(id: $id) { photos { original isPrimary isPublish compressed { url } } } }',
      { id },
    );
    expect(stored.plan.photos.map((p) => [p.isPrimary, p.isPublish])).toEqual([
      [false, true],
      [true, true],
      [false, false],
    ]);
    await page.goto('/plans');
    await waitForApp(page);
    const card = page.getByRole('article', { name: 'The Cedar Studio' });
    await expect(card).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute(
      'src',
      stored.plan.photos[1]?.compressed?.url ?? 'missing',
    );

    // A signed-out visitor places it on their lot.
    const visitorContext = await browser.newContext(DESKTOP);
    const visitor = await visitorContext.newPage();
    await skipMapToolOnboarding(visitor);
    await skipPlanViewOnboardingAsVisitor(visitor);
    await openPlanPage(visitor, id);
    await visitor.getByRole('link', { name: 'Try this plan on your lot' }).click();
    await waitForMap(visitor);
    await chooseAddress(visitor);
    const map = visitor.getByTestId('plan-map');
    await expect(map).toHaveAttribute('data-footprint', 'drawn');
    await expect(visitor.getByRole('region', { name: 'Lot fit' })).toContainText(
      'The Cedar Studio',
    );
    await expect.poll(() => lotCoverage(visitor)).toBeGreaterThan(0);
    const before = await lotCoverage(visitor);

    // The admin doubles its width; the visitor's footprint follows on the next visit.
    await openPlanForm(page, id);
    await expect(page.getByLabel('Width')).toHaveValue('16');
    await page.getByLabel('Width').fill('32');
    await updatePlan(page);
    await expect(page.getByText('32 × 20 ft')).toBeVisible();

    await visitor.reload();
    await waitForMap(visitor);
    await expect(map).toHaveAttribute('data-footprint', 'drawn');
    await expect.poll(() => lotCoverage(visitor)).toBeGreaterThan(before * 1.8);

    // Hidden again, it leaves the homeowners' side (and the demo catalogue is as it was for
    // the specs that count it).
    await openPlanForm(page, id);
    await page.getByLabel('Hide').check();
    await updatePlan(page);
    await visitor.goto(`/plan/${id}`);
    await expect(visitor.getByText('Plan not found')).toBeVisible();
    await visitorContext.close();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('an admin finds a plan by its filters, reads it and renames it', async ({ page }) => {
    await openAs(page, DEMO_ADMIN, '/admin/plans');
    await expect(page.getByText(/^1-10 of \d+ items$/)).toBeVisible();
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available areas' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit plan' })).toBeVisible();
    await page.getByLabel('Title').fill(`${title} (renamed)`);
    await updatePlan(page);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (renamed)` })).toBeVisible();
    await page.getByRole('link', { name: '← Plans' }).click();
    const renamed = page.getByRole('article', { name: `${title} (renamed)` });
    await expect(renamed).toBeVisible();

    // Named back, for the specs that read the demo catalogue.
    await renamed.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a homeowner opening the back office is sent to log in', async ({ page }) => {
    await logIn(page, DEMO_USER);
    await page.goto('/admin/plans');
    await expect(page).toHaveURL(/\/login$/);
  });
});
