import { expect, type Page } from '@playwright/test';

// Seeded by the API's demo mode (both verified).
export const DEMO_ADMIN = { email: 'admin@homeplot.local', password: 'Admin-demo-2025' };
export const DEMO_USER = { email: 'user@homeplot.local', password: 'User-demo-2025' };

/** Waits for the first login check to settle and the frame to render. */
export async function waitForApp(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading', exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
}

/** A GraphQL call through the page's context, so it carries (and stores) its cookies. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  if (!body.data) throw new Error('no data');
  return body.data;
}

/**
 * Signs in through the API (the login form has its own tests in accounts.spec.ts); the session
 * cookie lands in the browser context the page uses. Answers with the user's name.
 */
export async function logIn(page: Page, account: { email: string; password: string }) {
  const data = await graphql<{ logIn: { name: string } }>(
    page,
    'mutation LogIn($email: String!, $password: String!) { logIn(email: $email, password: $password) { name } }',
    account,
  );
  return data.logIn.name;
}

/**
 * Signs in as `account` (through the API, as `logIn`) and opens `path` once the app has settled:
 * where a signed-in user's test begins.
 */
export async function openAs(
  page: Page,
  account: { email: string; password: string },
  path: string,
) {
  await logIn(page, account);
  await page.goto(path);
  await waitForApp(page);
}

/**
 * Fills the login form on the page, whichever way it was opened, and presses 'Log in' (what a
 * person does; `logIn` is the quick way in).
 */
export async function logInOnForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Changes the signed-in user's stored map session (what the map and the dialogs keep). */
async function updateMapSession(page: Page, input: Record<string, unknown>) {
  await graphql(
    page,
    'mutation MapSessionUpdate($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { id } }',
    { input },
  );
}

/** Empties the signed-in user's stored map, so the test starts from a blank map. */
export async function resetMapSession(page: Page) {
  await updateMapSession(page, { mapData: {} });
}

/** Sets whether the signed-in user has dismissed the 'Plan View' onboarding dialog. */
export async function setPlanViewOnboardingDone(page: Page, done: boolean) {
  await updateMapSession(page, { hasCompletedOnboardingPlanView: done });
}

/** A visitor's browser remembers the dismissed dialog in localStorage. */
export async function skipPlanViewOnboardingAsVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('homeplot.onboarding.planView', 'done');
  });
}
