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

/** Sets whether the signed-in user has dismissed the 'Plan View' onboarding dialog. */
export async function setPlanViewOnboardingDone(page: Page, done: boolean) {
  await graphql(
    page,
    'mutation MapSessionUpdate($input: MapSessionUpdate!) { mapSessionUpdate(input: $input) { id } }',
    { input: { hasCompletedOnboardingPlanView: done } },
  );
}

/** A visitor's browser remembers the dismissed dialog in localStorage. */
export async function skipPlanViewOnboardingAsVisitor(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('homeplot.onboarding.planView', 'done');
  });
}
