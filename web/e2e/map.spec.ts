import { expect, test, type Page } from '@playwright/test';

// A phone: the homeowner places a plan with a finger.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function waitForApp(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
}

/** A one-finger drag on the map through the browser's touch input (pointer events follow). */
async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 12;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from.x, y: from.y }],
  });
  for (let i = 1; i <= steps; i += 1) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('an address places the lot; a plan dragged over a lot line turns red until it is fitted', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/');
  await waitForApp(page);
  const map = page.getByTestId('plan-map');

  await page.getByRole('searchbox', { name: 'Address' }).fill('1100 Congress Ave, Austin');
  const found = page.getByRole('list', { name: 'Addresses found' }).getByRole('button');
  await expect(found.first()).toContainText('Austin');
  await found.first().click();
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-view', 'still');

  const card = page.getByRole('region', { name: 'Plans' }).getByRole('button').first();
  await card.click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  const panel = page.getByRole('region', { name: 'Lot fit' });
  await expect(panel).toContainText('Inside the lot');
  await expect(panel.getByRole('list', { name: 'Lot lines' })).toContainText('setback 4 ft');

  // The lot is centred on the address, the map on the lot, and the plan starts on the lot's
  // middle line: a finger on the middle of the map grabs it and drags it over the east line.
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await touchDrag(page, middle, { x: middle.x + 90, y: middle.y });
  await expect(map).toHaveAttribute('data-fit', 'violated');
  await expect(panel).toContainText('Does not fit here');
  await expect(
    panel.getByRole('list', { name: 'Broken rules' }).getByRole('listitem').first(),
  ).not.toBeEmpty();

  await panel.getByRole('button', { name: 'Where does it fit' }).click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await expect(panel.getByRole('list', { name: 'Broken rules' })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a tap on the map places the property by hand and the keys move the plan', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const map = page.getByTestId('plan-map');
  await expect(map).toHaveAttribute('data-lot', 'none');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(page.getByRole('button', { name: /^Lot corner/ })).toHaveCount(4);

  await page.getByRole('region', { name: 'Plans' }).getByRole('button').first().click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await page.locator('.maplibregl-canvas').focus();
  for (let i = 0; i < 70; i += 1) await page.keyboard.press('ArrowRight');
  await expect(map).toHaveAttribute('data-fit', 'violated');
});

test('the address search says so when nothing is found', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('searchbox', { name: 'Address' }).fill('nowhere at all');
  await expect(page.getByRole('status').filter({ hasText: 'No address found' })).toBeVisible();
});

test('a visitor saving is asked to sign in, keeps the placement, and finds it in My Plans', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  const map = page.getByTestId('plan-map');
  await page.getByRole('searchbox', { name: 'Address' }).fill('1100 Congress Ave, Austin');
  await page.getByRole('list', { name: 'Addresses found' }).getByRole('button').first().click();
  await expect(map).toHaveAttribute('data-lot', 'placed');
  const card = page.getByRole('region', { name: 'Plans' }).getByRole('button').first();
  const title = (await card.locator('span').nth(2).textContent()) ?? '';
  await card.click();
  await expect(map).toHaveAttribute('data-fit', /clear|near/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('user@homeplot.local');
  await page.getByLabel('Password').fill('User-demo-2025');
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back on the map with the same lot and plan, checked again by the worker.
  await expect(page).toHaveURL(/\/$/);
  await expect(map).toHaveAttribute('data-lot', 'placed');
  await expect(map).toHaveAttribute('data-fit', /clear|near/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved to My Plans')).toBeVisible();

  await page.goto('/my-plans');
  const saved = page.getByRole('listitem').filter({ hasText: title.toUpperCase() }).first();
  await expect(saved).toContainText('1100 Congress Avenue, Austin');
  await expect(saved.getByRole('img')).toHaveAttribute('src', /^(data:image\/png|\/|http)/);
  await saved.getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/plan\/[^/]+\/[^/]+$/);
});
