import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { skipMapToolOnboarding } from './mapSteps';
import { linkFromEmail } from './outbox';
import { DEMO_ADMIN, DEMO_USER, logInOnForm } from './session';

// The map ('/') greets a first-time visitor with its onboarding dialog; these tests are not about it.
test.beforeEach(async ({ page }) => skipMapToolOnboarding(page));

async function waitForApp(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Opens `path` as someone who may not see it: the app sends them to log in. */
async function expectSentToLogIn(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

/** The main menu's Admin item, which only an admin has. */
function adminMenuItem(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
}

/** Signs in through the login form (these tests are about it), and waits for the welcome. */
async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await waitForApp(page);
  await logInOnForm(page, account);
  await expect(page.getByText('Login successful!')).toBeVisible();
}

test('register, verify from the email, log in with remember-me, see the profile, log out', async ({
  page,
  context,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'Garden-shed-42';
  const since = Date.now() - 1000;

  await page.goto('/register');
  await waitForApp(page);
  await page.getByLabel('Name').fill('Edith Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Registration successful! Please check your email.')).toBeVisible();

  const link = await linkFromEmail(email, '/verify-sign-up/', since);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes as the move starts; the verified screen stays until the login form's code is
  // here, and its "Email Verified" section would answer to the label "Email".
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Remember-me: the session cookie outlives the browser (it has an expiry days away).
  const inAWeek = Date.now() / 1000 + 7 * 24 * 3600;
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.httpOnly && cookie.expires > inAWeek)).toBe(true);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const profile = page.getByRole('main');
  await expect(profile.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(profile.getByText('Edith Tester')).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible();

  await profile.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The session ended on the server too: a fresh load is signed out.
  await expectSentToLogIn(page, '/user/profile');
});

test('a USER opening /admin is sent to /login', async ({ page }) => {
  await logIn(page, DEMO_USER);
  await expect(adminMenuItem(page)).toHaveCount(0);

  await expectSentToLogIn(page, '/admin');
});

test('an ADMIN sees the Admin menu item and the users list', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const admin = adminMenuItem(page);
  await expect(admin).toBeVisible();
  await admin.click();
  await expect(page).toHaveURL(/\/admin$/);

  await page
    .getByRole('main')
    .getByRole('link', { name: /^Users/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByText(/^1-\d+ of \d+ items$/)).toBeVisible();
  await expect(page.getByRole('article', { name: /./ }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the login form fits the screen and shows its messages', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
