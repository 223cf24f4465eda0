import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PHONE } from './devices';
import { expect, test } from './fixtures';
import { DEMO_ADMIN, graphql, openAs } from './session';

// The back office's local rules: rule sets per area and kind of building, every change a new
// version. `api serve` seeds California's statewide ADU law and two cities' example standards.
const CALIFORNIA = 'California ADU law (statewide)';
const PLEASANTON = 'Pleasanton detached ADU standards (example)';
const PLEASANTON_CODE = 'Pleasanton Municipal Code §18.106.045(B)';

const FIGURES = `
  fragment E2eLimit on RuleLimit { value citation url note }
  fragment E2eFigures on RuleFigures {
    frontSetback { ...E2eLimit } sideSetback { ...E2eLimit } rearSetback { ...E2eLimit }
    streetSideSetback { ...E2eLimit } separation { ...E2eLimit } maxFootprint { ...E2eLimit }
    maxLivingArea { minBedrooms value citation url note }
    maxCoverage { ...E2eLimit } coverageExemptUpTo { ...E2eLimit } maxHeight { ...E2eLimit }
  }`;

interface StoredSet {
  id: string;
  name: string;
  version: number;
  areaId: string;
  zoning: string;
  building: string;
  example: boolean;
  readOn: string;
  rules: unknown;
  limitsOnLocal: unknown;
}

/** A seeded set as the API holds it now (the signed-in admin asks). */
async function storedSet(page: Page, name: string): Promise<StoredSet> {
  const { ruleSets } = await graphql<{ ruleSets: StoredSet[] }>(
    page,
    `
      ${FIGURES}
      query E2eRuleSets {
        ruleSets {
          id
          name
          version
          areaId
          zoning
          building
          example
          readOn
          rules {
            ...E2eFigures
          }
          limitsOnLocal {
            ...E2eFigures
          }
        }
      }
    `,
  );
  const set = ruleSets.find((candidate) => candidate.name === name);
  if (!set) throw new Error(`no rule set named ${name}`);
  return set;
}

/**
 * Writes `original`'s figures back as the set's next version, when they changed: the specs that
 * follow on this API hold plans to Pleasanton's seeded figures.
 */
async function restore(page: Page, original: StoredSet) {
  const now = await storedSet(page, original.name);
  if (JSON.stringify(now.rules) === JSON.stringify(original.rules)) return;
  const { id, name, areaId, zoning, building, example, readOn, rules, limitsOnLocal } = original;
  await graphql(
    page,
    `
      mutation E2eRestoreRuleSet($id: ID!, $version: Int!, $input: RuleSetInput!) {
        updateRuleSet(id: $id, version: $version, input: $input) {
          version
        }
      }
    `,
    {
      id,
      version: now.version,
      input: { name, areaId, zoning, building, example, readOn, rules, limitsOnLocal },
    },
  );
}

/** The side setback's figure in the form's rules. */
function sideSetback(page: Page) {
  return page
    .getByRole('group', { name: 'Rules', exact: true })
    .getByRole('group', { name: 'Side setback', exact: true });
}

test('an admin finds the seeded rule sets under Local rules', async ({ page }) => {
  await openAs(page, DEMO_ADMIN, '/admin');
  await page.getByRole('link', { name: /^Local rules/ }).click();
  await expect(page.getByRole('heading', { name: 'Local rules', level: 1 })).toBeVisible();

  const california = page.getByRole('row', { name: new RegExp(`^${escaped(CALIFORNIA)}`) });
  await expect(california).toContainText('(state)');
  await expect(california).toContainText('Detached ADU');
  await expect(california).toContainText('Every district');
  await expect(california).not.toContainText('Example data');
  const pleasanton = page.getByRole('row', { name: new RegExp(`^${escaped(PLEASANTON)}`) });
  await expect(pleasanton).toContainText('Example data');
  await expect(pleasanton).toContainText('Pleasanton, CA (city)');

  // The statewide law limits what its cities may require.
  await california.getByRole('link', { name: CALIFORNIA }).click();
  await expect(page.getByRole('heading', { name: CALIFORNIA })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Limits on local rules' });
  await expect(limits).toContainText('Side setback');
  await expect(limits).toContainText('4 ft');
  await page.getByRole('link', { name: 'Edit rule set' }).click();
  await expect(page.getByRole('group', { name: 'Limits on local rules' })).toBeVisible();
});

test("an admin changes Pleasanton's side setback, and the API keeps the version", async ({
  page,
}) => {
  await openAs(page, DEMO_ADMIN, '/admin/rule-sets');
  const original = await storedSet(page, PLEASANTON);
  try {
    await page.getByRole('link', { name: PLEASANTON }).click();
    await expect(page.getByRole('heading', { name: PLEASANTON })).toBeVisible();
    const view = page.url();

    await page.getByRole('link', { name: 'Edit rule set' }).click();
    const value = sideSetback(page).getByLabel('Value (ft)');
    await expect(value).toHaveValue('4');
    await expect(sideSetback(page).getByLabel('Citation')).toHaveValue(PLEASANTON_CODE);
    // A city's set limits no one's rules.
    await expect(page.getByRole('group', { name: 'Limits on local rules' })).toHaveCount(0);
    await value.fill('5');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Rule set updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: PLEASANTON })).toBeVisible();
    await expect(detail(page, 'Version')).toHaveText('2');
    const rules = page.getByRole('region', { name: 'Rules', exact: true });
    await expect(rules).toContainText('5 ft');
    await expect(rules.getByRole('link', { name: PLEASANTON_CODE }).first()).toBeVisible();
    const newest = page.getByRole('region', { name: 'Versions' }).getByRole('listitem').first();
    await expect(newest).toContainText('Version 2');
    await expect(newest).toContainText('Side setback 4 ft → 5 ft');

    // A value out of range is refused beside its field, and nothing is saved.
    await page.getByRole('link', { name: 'Edit rule set' }).click();
    await expect(value).toHaveValue('5');
    await value.fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    const message = 'Side setback: the value must be between 0 and 500 ft.';
    await expect(value).toHaveAccessibleDescription(message);
    await expect(value).toBeFocused();
    await expect(sideSetback(page).getByText(message)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toContainText(message);

    await page.goto(view);
    await expect(page.getByRole('heading', { name: PLEASANTON })).toBeVisible();
    await expect(detail(page, 'Version')).toHaveText('2');
    await expect(page.getByRole('region', { name: 'Rules', exact: true })).toContainText('5 ft');
    await expect(
      page.getByRole('region', { name: 'Versions' }).getByRole('listitem').first(),
    ).toContainText('Version 2');
  } finally {
    await restore(page, original);
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ ...PHONE, viewport: { width: 375, height: 812 } });

  test('the list, a set and its form fit the screen and pass axe', async ({ page }) => {
    await openAs(page, DEMO_ADMIN, '/admin/rule-sets');
    await expect(page.getByRole('link', { name: PLEASANTON })).toBeVisible();
    await expectFitsAndAccessible(page);

    await page.getByRole('link', { name: PLEASANTON }).tap();
    await expect(page.getByRole('region', { name: 'Versions' })).toBeVisible();
    await expectFitsAndAccessible(page);

    await page.getByRole('link', { name: 'Edit rule set' }).tap();
    // Refused before it is sent: nothing is saved.
    await sideSetback(page).getByLabel('Value (ft)').fill('900');
    await page.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toBeVisible();
    // The tap leaves the button hovered, in a colour of its own; axe judges the form at rest.
    await page.getByRole('heading', { name: 'Edit rule set' }).tap();
    await expectFitsAndAccessible(page);
  });
});

/** The value of the view's detail `term` ('Version'). */
function detail(page: Page, term: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** `text` for a regular expression. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The page is no wider than the screen, and axe finds no serious or critical violation. */
async function expectFitsAndAccessible(page: Page) {
  // A phone's browser widens its layout to fit a page that is too wide: compare with the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
  expect(serious).toEqual([]);
}
