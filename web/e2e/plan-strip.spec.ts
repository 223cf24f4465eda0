import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { openMap, openMapOnLot, skipMapToolOnboarding } from './mapSteps';
import { graphql } from './session';

// A phone: the strip is the bottom sheet a thumb scrolls sideways.
test.use(PHONE);

test.beforeEach(async ({ page }) => {
  await skipMapToolOnboarding(page);
});

/** The plans a visitor's strip offers, in its order, read through the API in one page. */
async function visitorPlans(page: Page): Promise<{ id: string; title: string }[]> {
  const data = await graphql<{ guestPlans: { items: { id: string; title: string }[] } }>(
    page,
    '{ guestPlans(page: 1, pageSize: 100) { items { id title } } }',
  );
  return data.guestPlans.items;
}

/** The strip's own caption, 'Showing N of M plans …'. */
function caption(page: Page) {
  return page
    .getByRole('region', { name: 'Plans' })
    .getByRole('status')
    .filter({
      hasText: /^Showing/,
    });
}

/** A plan's card in the strip, by its title. */
function card(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .getByRole('button');
}

test('scrolling the strip to its end reaches every plan; the last one is placed on the lot', async ({
  page,
}) => {
  const plans = await visitorPlans(page);
  expect(plans.length).toBe(41);
  const last = plans[plans.length - 1];
  await openMapOnLot(page);

  await expect(caption(page)).toContainText('Showing 20 of 41 plans');
  await expect(card(page, last.title)).toHaveCount(0);

  // The thumb keeps scrolling to the end of the row; each time the next plans come in.
  const row = page.getByRole('region', { name: 'Plans' }).getByRole('list');
  await expect(async () => {
    await row.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect(caption(page)).toContainText('Showing 41 of 41 plans', { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Show more plans' })).toHaveCount(0);
  await expect(row.getByRole('listitem')).toHaveCount(41);

  const lastCard = card(page, last.title);
  await lastCard.scrollIntoViewIfNeeded();
  await expect(lastCard).toBeVisible();
  await lastCard.click();
  await expect(lastCard).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-fit', /clear|near|violated/);
  await expect(page.getByRole('region', { name: 'Lot fit' })).toContainText(last.title);
});

test("without scroll loading, 'Show more plans' at the end of the strip loads the next plans", async ({
  page,
}) => {
  // A browser that cannot watch the end of the row: the button is the way on, by key or tap.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  const plans = await visitorPlans(page);
  await openMap(page);
  await expect(caption(page)).toContainText('Showing 20 of 41 plans');

  const more = page.getByRole('button', { name: 'Show more plans' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(caption(page)).toContainText('Showing 40 of 41 plans');
  await expect(card(page, plans[39].title)).toHaveCount(1);

  await more.click();
  await expect(caption(page)).toContainText('Showing 41 of 41 plans');
  await expect(card(page, plans[40].title)).toHaveCount(1);
  await expect(more).toHaveCount(0);
});
