import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, DEMO_USER, graphql, logIn, waitForApp } from './session';

// An edit shows at once on every screen that lists or details what it changed: the screens are
// reached by their links and the Back button after the edit, never by loading a page again, so
// what they show comes from the app's cache, which the edit refreshed. Each test makes (and
// removes) its own contractor, plan, account or saved plan: the demo data other specs count
// stays as it was.

test.use({ viewport: { width: 1440, height: 900 } });

/** Marks the loaded page, so the test can tell at its end that no page was loaded since. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { liveEdits?: string }).liveEdits = 'the page the test began on';
  });
}

async function expectSamePage(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { liveEdits?: string }).liveEdits),
    'no page was loaded since the edit',
  ).toBe('the page the test began on');
}

/** The value a detail list shows beside `label` (a `<dt>` and its `<dd>`). */
function fact(page: Page, label: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A stamp that keeps this run's names apart from another run's. */
const stamp = () => `${Date.now()}`.slice(-7);

test('a contractor renamed on its edit screen shows renamed on its detail and on the list', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  // 'Aaa' sorts it onto the list's first page (contractors are listed by name).
  const name = `Aaa Live Edits ${stamp()}`;
  const renamed = `${name} Renamed`;
  const { contractorCreate } = await graphql<{ contractorCreate: { id: string } }>(
    page,
    'mutation ($name: String!, $email: String!) { contractorCreate(name: $name, email: $email) { id } }',
    { name, email: 'office@live-edits.example' },
  );
  try {
    await page.goto('/admin/contractors');
    await waitForApp(page);
    await markPage(page);
    const card = page.getByRole('article', { name, exact: true });
    await card.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Edit Contractor' }).click();
    await page.getByLabel('Company name').fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Contractor updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    await page.getByRole('link', { name: '← Contractors' }).click();
    await expect(page.getByRole('article', { name: renamed, exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
    await expectSamePage(page);
  } finally {
    await graphql(page, 'mutation ($id: ID!) { removeContractor(id: $id) }', {
      id: contractorCreate.id,
    });
  }
});

test('a plan hidden on its edit screen shows hidden on its detail and on the plans list', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  const { plans } = await graphql<{
    plans: { items: { image: string; contractor: { id: string } | null }[] };
  }>(page, '{ plans(filters: { page: 1, pageSize: 1 }) { items { image contractor { id } } } }');
  const contractor = plans.items.find((plan) => plan.contractor)?.contractor;
  const image = plans.items[0]?.image;
  if (!contractor || !image) throw new Error('the demo catalogue has no plan with a contractor');
  const planId = `live-edits-${stamp()}`;
  const input = {
    contractorId: contractor.id,
    title: `Live Edits Cottage ${planId}`,
    url: 'https://builder.example/live-edits-cottage',
    planId,
    image,
    meta: { type: 'HOUSE', totalArea: 400, width: 20, length: 20, bedroomCount: 1 },
  };
  const { planCreate } = await graphql<{ planCreate: { id: string } }>(
    page,
    'mutation ($input: PlanInput!) { planCreate(input: $input) { id } }',
    { input },
  );
  try {
    // The admin list, filtered to this plan by its Plan ID.
    await page.goto(`/admin/plans?planId=${planId}`);
    await waitForApp(page);
    await markPage(page);
    const card = page.getByRole('article', { name: input.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);
    await card.getByRole('link', { name: 'View' }).click();
    await expect(fact(page, 'Is Hidden')).toHaveText('No');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Hide').check();
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expect(page.getByText('Plan successfully updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
    await expect(fact(page, 'Is Hidden')).toHaveText('Yes');

    // Back past the form and the detail, to the list as it was filtered.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Edit plan' })).toBeVisible();
    await page.goBack();
    await expect(fact(page, 'Is Hidden')).toHaveText('Yes');
    await page.goBack();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await expectSamePage(page);
  } finally {
    // Hidden whatever happened above: the catalogue other specs count stays as it was.
    await graphql(
      page,
      'mutation ($id: ID!, $input: PlanInput!) { planUpdate(id: $id, input: $input) { id } }',
      {
        id: planCreate.id,
        input: { ...input, isHidden: true },
      },
    );
  }
});

test("a user's role changed on their edit screen shows on their detail and on the users list", async ({
  page,
  request,
}) => {
  const email = `live-edits-${stamp()}@example.com`;
  const name = `Live Edits ${stamp()}`;
  // Signed up from a context of its own: the admin's session is the page's.
  const signedUp = await request.post('/graphql', {
    headers: { 'Content-Type': 'application/json' },
    data: {
      query:
        'mutation ($email: String!, $password: String!, $name: String!) { signUp(email: $email, password: $password, name: $name) }',
      variables: { email, password: 'Live-edits-2025', name },
    },
  });
  expect(signedUp.ok()).toBe(true);
  await logIn(page, DEMO_ADMIN);
  const { users } = await graphql<{ users: { id: string; email: string }[] }>(
    page,
    '{ users { id email } }',
  );
  const id = users.find((user) => user.email === email)?.id;
  if (!id) throw new Error(`${email} did not sign up`);
  try {
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await waitForApp(page);
    await markPage(page);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('USER', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(fact(page, 'Role and status')).toContainText('USER');

    await page.getByRole('link', { name: 'Edit User' }).click();
    await page.getByLabel('Role').selectOption('ADMIN');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(fact(page, 'Role and status')).toContainText('ADMIN');

    await page.getByRole('link', { name: '← Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(card.getByText('ADMIN', { exact: true })).toBeVisible();
    await expect(card.getByText('USER', { exact: true })).toHaveCount(0);
    await expectSamePage(page);
  } finally {
    await graphql(page, 'mutation ($id: ID!) { userDelete(id: $id) }', { id });
  }
});

test('a saved plan renamed in My Plans shows its new name there, and after leaving and coming back', async ({
  page,
}) => {
  // The map lists no saved places of its own (My Plans is where they are listed), so My Plans
  // is where the name shows.
  await logIn(page, DEMO_USER);
  const { plans } = await graphql<{ plans: { items: { id: string }[] } }>(
    page,
    '{ plans(filters: { page: 1, pageSize: 1 }) { items { id } } }',
  );
  const planId = plans.items[0]?.id;
  if (!planId) throw new Error('the demo catalogue is empty');
  const address = `${stamp()} Live Edits Lane, Austin, TX`;
  const { mapResultCreate } = await graphql<{ mapResultCreate: { id: string } }>(
    page,
    'mutation ($input: MapResultInput!) { mapResultCreate(input: $input) { id } }',
    {
      input: {
        planId,
        address,
        map: {},
        fit: { insideLot: true, status: 'clear', coveragePct: 10, violations: [] },
      },
    },
  );
  const name = `Cottage by the live oak ${stamp()}`;
  try {
    await page.goto('/my-plans');
    await waitForApp(page);
    await markPage(page);
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: address });
    await card.getByRole('button', { name: /^Rename/ }).click();
    await card.getByRole('textbox', { name: 'Name' }).fill(name);
    await card.getByRole('button', { name: 'Save name' }).click();
    await expect(card.getByRole('heading', { name })).toBeVisible();

    // Away to the profile and back by the menu: My Plans shows the saved plan by its new name.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Profile' })).toBeVisible();
    await menu.getByRole('link', { name: 'My Plans' }).click();
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: `View ${name}` })).toBeVisible();
    await expectSamePage(page);
  } finally {
    await graphql(page, 'mutation ($id: ID!) { mapResultDelete(id: $id) }', {
      id: mapResultCreate.id,
    });
  }
});
