import { expect, test } from './fixtures';
import { DEMO_ADMIN, openAs } from './session';

test('an admin creates a directory with values, finds it in the list and renames it', async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/directory/new');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Please input directory name.')).toBeVisible();
  await expect(page.getByText('Please input directory slug.')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Zoning codes');
  await page.getByLabel('Slug').fill('us-states');
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Value 1 name').fill('R1');
  await page.getByRole('button', { name: 'Add value' }).click();
  await page.getByLabel('Value 2 name').fill('ADU');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Slug has already been taken.')).toBeVisible();

  await page.getByLabel('Slug').fill('zoning-codes');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Zoning codes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Values of Zoning codes' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByRole('link', { name: 'Edit Directory' }).click();
  await expect(page.getByLabel('Value 2 name')).toHaveValue('ADU');
  await page.getByLabel('Name', { exact: true }).fill('Zoning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Zoning' })).toBeVisible();

  await page.goto('/admin/directories');
  await expect(page.getByRole('heading', { name: 'Zoning' })).toBeVisible();
  await expect(page.getByText(/of \d+ items/)).toBeVisible();
});

test("an admin browses the states a page at a time and opens a state's counties", async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/directories');
  const states = page.getByRole('article', { name: 'US states' });
  await states.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: 'US states' })).toBeVisible();
  await expect(page.getByText(/^1-20 of \d+ items$/)).toBeVisible();

  await page.getByLabel('Search values').fill('California');
  await page.getByLabel('Search values').press('Enter');
  const values = page.getByRole('list', { name: 'Values of US states' });
  await expect(values.getByRole('listitem')).toHaveCount(1);
  await values.getByRole('link', { name: 'US counties in California' }).click();
  await expect(page.getByRole('heading', { name: 'US counties in California' })).toBeVisible();
  await expect(page.getByText('1-20 of 58 items')).toBeVisible();
});
