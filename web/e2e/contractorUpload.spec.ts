import { expect, test } from './fixtures';
import { DEMO_ADMIN, openAs } from './session';
import { photoPng } from './testImages';

test('an admin crops and uploads a logo, sees its progress, size and picture, deletes it, and saves a contractor', async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/contractor/new');
  await expect(page.getByRole('heading', { name: 'New contractor' })).toBeVisible();

  // Hold each upload a moment on its way, so its progress can be seen as a person would.
  await page.route('**/api/upload/image', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });

  const logo = { name: 'logo.png', mimeType: 'image/png', buffer: photoPng(900, 600) };
  await page.getByTestId('Logo file input').setInputFiles(logo);
  const cropDialog = page.getByRole('dialog', { name: 'Edit Image' });
  await expect(cropDialog).toBeVisible();
  await cropDialog.getByRole('button', { name: 'OK' }).click();
  await expect(cropDialog).toBeHidden();

  await expect(page.getByRole('progressbar', { name: 'Uploading logo.png' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'logo.png' });
  await expect(picture).toBeVisible();
  await expect(page.getByText(/^\d+\.\d\d KB$/)).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The crop kept the dialog's square: the stored picture is as wide as it is tall.
  const [width, height] = await picture.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(Math.abs(width - height)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeHidden();

  await page.getByRole('button', { name: 'Delete logo.png' }).click();
  await expect(picture).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upload logo' })).toBeVisible();

  await page.getByTestId('Logo file input').setInputFiles(logo);
  await cropDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('img', { name: 'logo.png' })).toBeVisible();

  await page.getByLabel('Company name').fill('Juniper Row Builders');
  await page.getByLabel('Email').fill('hello@juniper.example');
  await page.getByLabel('Phone').pressSequentially('5125550142');
  await expect(page.getByLabel('Phone')).toHaveValue('(512) 555-0142');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name: 'Juniper Row Builders' })).toBeVisible();
  const savedLogo = page.getByRole('img', { name: 'Juniper Row Builders logo' });
  await expect
    .poll(() => savedLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page.getByRole('heading', { name: 'Juniper Row Builders' })).toBeVisible();
});

test('a text file renamed .png is refused in the browser before anything is sent', async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/contractor/new');
  let sent = false;
  await page.route('**/api/upload/image', async (route) => {
    sent = true;
    await route.continue();
  });
  await page.getByTestId('Photos file input').setInputFiles({
    name: 'letter.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Dear neighbour'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'letter.png was not uploaded: Only JPEG, PNG, WebP or GIF images can be uploaded.',
  );
  expect(sent).toBe(false);
});
