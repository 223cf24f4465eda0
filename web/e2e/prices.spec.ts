import type { Page } from '@playwright/test';
import { catalogue, type CatalogueEntry } from './demoCatalogue';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { DEMO_USER, logIn, setPlanViewOnboardingDone, waitForApp } from './session';

/** '$166,160' or '+ $37,160' as a number of dollars. */
function dollars(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * Reads a plan's price on its catalogue card, opens its page from the card, and checks the
 * headline and the sticky bar say the same, word for word. Answers the card's price.
 */
async function samePriceFromCardToPage(page: Page, plan: CatalogueEntry, shape: RegExp) {
  await page.goto('/plans?pageSize=100');
  await waitForApp(page);
  const card = page.getByRole('article', { name: plan.title });
  const cardPrice = card.getByTestId('card-price');
  await expect(cardPrice).toHaveText(shape);
  const price = ((await cardPrice.textContent()) ?? '').trim();

  await card.getByRole('link', { name: plan.title }).click();
  await expect(page).toHaveURL(new RegExp(`/plan/${plan.id}$`));
  await expect(page.getByTestId('plan-price')).toContainText(price);

  await page.evaluate(() => window.scrollTo(0, 900));
  const bar = page.getByTestId('sticky-price-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(price);
  return price;
}

test.describe('prices that agree, on a phone', () => {
  test.use(PHONE);

  test.beforeEach(async ({ page }) => {
    await logIn(page, DEMO_USER);
    await setPlanViewOnboardingDone(page, true);
  });

  test("a shed's card, plan page headline and sticky bar show the same estimate", async ({
    page,
  }) => {
    const shed = (await catalogue(page)).find((plan) => plan.meta.type === 'SHED');
    if (!shed) throw new Error('the demo catalogue has no shed');

    await samePriceFromCardToPage(page, shed, /^Estimated cost \$[\d,]+ – \$[\d,]+$/);
  });

  test("a modular home's price is the home alone, and its details add up to the all-in total", async ({
    page,
  }) => {
    const modular = (await catalogue(page)).find((plan) => plan.isModular && plan.fixPrice > 0);
    if (!modular) throw new Error('the demo catalogue has no modular home');

    const price = await samePriceFromCardToPage(page, modular, /^Starting from \$[\d,]+$/);

    const addsUp = page.getByRole('group', { name: 'What it adds up to' });
    await expect(addsUp.getByRole('term')).toHaveText([
      'The home',
      'Site work, delivery and fees below add',
      'All-in total',
    ]);
    const [home, additions, allIn] = (await addsUp.getByRole('definition').allTextContents()).map(
      dollars,
    );
    expect(home).toBe(dollars(price));
    expect(additions).toBeGreaterThan(0);
    expect(allIn).toBe(home + additions);

    // The all-in total is what the four itemised lists come to.
    const details = page.getByRole('region', { name: 'Estimate details' });
    let listsTotal = 0;
    for (const list of ['Preconstruction', 'Products', 'Materials', 'Labor']) {
      const total = details.getByRole('region', { name: list }).locator('p').last();
      listsTotal += dollars((await total.textContent()) ?? '');
    }
    expect(allIn).toBe(listsTotal);
  });
});
