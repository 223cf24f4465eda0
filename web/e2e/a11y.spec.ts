import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './devices';
import { expect, test } from './fixtures';
import { skipMapToolOnboarding } from './mapSteps';
import {
  DEMO_ADMIN,
  graphql,
  logIn,
  skipPlanViewOnboardingAsVisitor,
  setPlanViewOnboardingDone,
  waitForApp,
} from './session';

// Every route, on a phone and a desktop, signed out and as an admin: axe-core finds no serious
// or critical violation (WCAG 2.1 A and AA rules).
const VIEWPORTS = { phone: PHONE, desktop: DESKTOP };

const VISITOR_ROUTES = [
  '/',
  '/plans',
  '/plan/{plan}',
  '/tools',
  '/login',
  '/register',
  '/forgot-password',
  '/resend-signup-token',
  '/no-such-page',
];

const ADMIN_ROUTES = [
  '/',
  '/plans',
  '/plan/{plan}',
  '/my-plans',
  '/user/profile',
  '/site-visit/list',
  '/site-visit/new',
  '/site-visit/{visit}',
  '/site-visit/edit/{visit}',
  '/tools',
  '/admin',
  '/admin/users',
  '/admin/contractors',
  '/admin/contractor/new',
  '/admin/directories',
  '/admin/plans',
  '/admin/plan/new',
  '/admin/plan/{plan}',
  '/admin/plan/edit/{plan}',
  '/admin/plan/creative-studio/{plan}',
  '/admin/products-of-configurators',
  '/admin/plans-lists',
  '/admin/site-visits',
  '/admin/site-plan-orders',
  '/admin/parcel-sources',
  '/admin/parcel-source/new',
];

/** One demo plan's id, for the plan page. */
async function demoPlanId(page: Page): Promise<string> {
  const data = await graphql<{ plans: { items: { id: string }[] } }>(
    page,
    '{ plans(filters: { pageSize: 1 }) { items { id } } }',
  );
  const id = data.plans.items[0]?.id;
  if (!id) throw new Error('no demo plan');
  return id;
}

/** The serious and critical violations on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

/** A new site visit of the signed-in user, for the visit screens. */
async function newVisitId(page: Page): Promise<string> {
  const data = await graphql<{ siteVisitCreate: { id: string } }>(
    page,
    'mutation { siteVisitCreate(input: { title: "Accessibility walk", address: "1100 Congress Ave, Austin, TX", coordinates: [-97.7404, 30.2747] }) { id } }',
  );
  return data.siteVisitCreate.id;
}

async function audit(page: Page, routes: string[]): Promise<string[]> {
  const plan = await demoPlanId(page);
  const visit = routes.some((r) => r.includes('{visit}')) ? await newVisitId(page) : '';
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route.replace('{plan}', plan).replace('{visit}', visit));
    await waitForApp(page);
    if (route === '/')
      await expect(page.getByTestId('plan-map')).toHaveAttribute('data-view', 'still');
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousViolations(page)).map((line) => `${route}: ${line}`));
    if (route === '/site-visit/edit/{visit}') {
      // And with a map question open: the map, its buttons and its hint.
      await page.getByRole('button', { name: 'Place on the map' }).first().click();
      await expect(page.getByTestId('visit-map')).toHaveAttribute('data-ready', 'true');
      found.push(...(await seriousViolations(page)).map((line) => `${route} (map): ${line}`));
    }
  }
  return found;
}

for (const [name, device] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test(`signed out, no route has a serious accessibility violation (${name})`, async ({
      page,
    }) => {
      await skipMapToolOnboarding(page);
      await skipPlanViewOnboardingAsVisitor(page);
      expect(await audit(page, VISITOR_ROUTES)).toEqual([]);
    });

    test(`as an admin, no route has a serious accessibility violation (${name})`, async ({
      page,
    }) => {
      // Each route loads and is audited in turn; the back office adds a good many.
      test.setTimeout(240_000);
      await skipMapToolOnboarding(page);
      await logIn(page, DEMO_ADMIN);
      await setPlanViewOnboardingDone(page, true);
      expect(await audit(page, ADMIN_ROUTES)).toEqual([]);
    });
  });
}
