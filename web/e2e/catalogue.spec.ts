import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER, openAs, waitForApp } from './session';

const cards = (page: Page) => page.getByRole('list', { name: 'Plans' }).getByRole('article');

/** How many distinct columns the first cards of the grid sit in. */
async function columns(page: Page): Promise<number> {
  const lefts = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 8).map((article) => Math.round(article.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

test('a visitor is sent to /login', async ({ page }) => {
  await page.goto('/plans');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on desktop', () => {
  test.use(DESKTOP);

  test('the catalogue filters by bedrooms from the URL, and writes new filters to it', async ({
    page,
  }) => {
    await openAs(page, DEMO_USER, '/plans?bedrooms=2');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();

    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain('2 BD /');
    const bedrooms = page.getByRole('group', { name: 'Bedrooms' });
    await expect(bedrooms.getByLabel('2', { exact: true })).toBeChecked();
    await expect(page.getByText(/^1-\d+ of \d+ items$/)).toBeVisible();
    expect(await columns(page)).toBe(4);

    // No admin extras for a user.
    await expect(page.getByRole('group', { name: 'Admin filters' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin View' })).toHaveCount(0);

    // The chip's state follows the url, which the router writes a moment after the click:
    // click, then wait for it to show as chosen (`check()` wants the change at once).
    const studio = bedrooms.getByLabel('Studio', { exact: true });
    await studio.click();
    await expect(studio).toBeChecked();
    await expect(page).toHaveURL(/\/plans\?bedrooms=0&bedrooms=2$/);
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) {
      expect(text).toMatch(/Studio|2 BD \//);
    }

    await cards(page).first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/plan\/[^/]+$/);
  });

  test('an admin sees the admin filters and, on each card, type, completeness and links', async ({
    page,
  }) => {
    await openAs(page, DEMO_ADMIN, '/plans?type=shed');
    await expect(page.getByRole('group', { name: 'Admin filters' })).toBeVisible();
    await expect(page.getByLabel('Type')).toHaveValue('SHED');

    const card = cards(page).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('shed', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Completeness' }).getByRole('listitem')).toHaveText(
      [/Configurator/, /Decor/, /Plan/, /Renders/, /Visualizations/],
    );
    await expect(card.getByRole('link', { name: 'Admin View' })).toHaveAttribute(
      'href',
      /^\/admin\/plan\/view\//,
    );
    await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      /^\/admin\/plan\/edit\//,
    );
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the catalogue shows one column and keeps its filters in the URL', async ({ page }) => {
    await openAs(page, DEMO_USER, '/plans?bedrooms=2');
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain('2 BD /');
    expect(await columns(page)).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    // The filters fold away on a phone; opening them shows the choice the URL made.
    await page.getByText('Filters', { exact: true }).click();
    await expect(
      page.getByRole('group', { name: 'Bedrooms' }).getByLabel('2', { exact: true }),
    ).toBeChecked();
  });
});
