import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  demoAdmin,
  renderApp,
  sentOperations,
  type Answer,
} from '../../../test/renderApp';

const CODE = 'Pleasanton Municipal Code §18.106.045(B)';
const LINK = 'http://weblink.cityofpleasantonca.gov/WebLink/0/doc/309825/Page19.aspx';
const STATE_CODE = 'California Gov. Code §66314(d)(7)';

const limit = (value: number, citation = CODE) => ({ value, citation, url: LINK, note: '' });

const none = {
  frontSetback: null,
  sideSetback: null,
  rearSetback: null,
  streetSideSetback: null,
  separation: null,
  maxFootprint: null,
  maxLivingArea: [],
  maxCoverage: null,
  coverageExemptUpTo: null,
  maxHeight: null,
};

const pleasantonRules = {
  ...none,
  sideSetback: limit(4),
  rearSetback: limit(4),
  maxLivingArea: [{ minBedrooms: 0, ...limit(850) }],
};

const pleasanton = {
  id: 'rs-pleasanton',
  name: 'Pleasanton detached ADU standards (example)',
  area: 'Pleasanton, CA',
  areaLevel: 'city',
  areaId: 'city-pleasanton',
  zoning: '',
  building: 'ADU',
  example: true,
  readOn: '2026-11-25',
  version: 1,
  updatedAt: Date.UTC(2026, 10, 25),
  rules: pleasantonRules,
  limitsOnLocal: none,
  areaValue: { id: 'city-pleasanton', name: 'Pleasanton', parentId: 'county-alameda' },
};

const california = {
  ...pleasanton,
  id: 'rs-california',
  name: 'California ADU law (statewide)',
  area: 'California',
  areaLevel: 'state',
  areaId: 'state-ca',
  example: false,
  rules: { ...none, sideSetback: limit(4, STATE_CODE) },
  limitsOnLocal: { ...none, sideSetback: limit(4, STATE_CODE) },
  areaValue: { id: 'state-ca', name: 'California', parentId: null },
};

const places: Record<string, { id: string; name: string; parentId: string | null }[]> = {
  'us-states': [{ id: 'state-ca', name: 'California', parentId: null }],
  'us-counties': [{ id: 'county-alameda', name: 'Alameda County', parentId: 'state-ca' }],
  'us-cities': [{ id: 'city-pleasanton', name: 'Pleasanton', parentId: 'county-alameda' }],
};

/** The stand-in API's answers for the rule set screens, `answers` first. */
function handler(answers: Record<string, Answer>) {
  return (name: string, variables: Record<string, unknown>): Answer | undefined => {
    if (answers[name]) return answers[name];
    const byId = variables.id === california.id ? california : pleasanton;
    switch (name) {
      case 'AdminRuleSets':
        return { data: { ruleSets: [california, pleasanton] } };
      case 'AdminRuleSetForEdit':
        return { data: { ruleSet: byId } };
      case 'ParcelAreaValues': {
        const items = (places[variables.slug as string] ?? []).map((place) => ({
          ...place,
          description: '',
        }));
        return { data: { directory: { id: 'd', values: { totalCount: items.length, items } } } };
      }
      case 'ParcelAreaParents':
        return {
          data: { directoriesValuesByIds: [{ id: 'county-alameda', parentId: 'state-ca' }] },
        };
      default:
        return undefined;
    }
  };
}

function renderAt(path: string, answers: Record<string, Answer> = {}) {
  return renderApp(path, { session: demoAdmin, handle: handler(answers) });
}

/** The side setback's value input in the rules editor. */
async function sideSetbackValue() {
  const rules = await screen.findByRole('group', { name: 'Rules' });
  const group = within(rules).getByRole('group', { name: 'Side setback' });
  return within(group).getByLabelText('Value (ft)');
}

function sentUpdate(fetchMock: Parameters<typeof sentOperations>[0]) {
  return sentOperations(fetchMock).find((call) => call.name === 'UpdateRuleSet')?.variables;
}

describe('/admin/rule-sets', () => {
  it('lists every set with its area, building, zoning and version, example data marked', async () => {
    renderAt('/admin/rule-sets');
    const link = await screen.findByRole('link', { name: pleasanton.name });
    expect(link).toHaveAttribute('href', '/admin/rule-set/rs-pleasanton');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Example data')).toBeInTheDocument();
    expect(cells.getByText('Pleasanton, CA (city)')).toBeInTheDocument();
    expect(cells.getByText('Detached ADU')).toBeInTheDocument();
    expect(cells.getByText('Every district')).toBeInTheDocument();
    const californiaRow = screen.getByRole('link', { name: california.name }).closest('tr');
    expect(within(californiaRow as HTMLElement).queryByText('Example data')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add rule set' })).toHaveAttribute(
      'href',
      '/admin/rule-set/new',
    );
  });
});

describe('/admin/rule-set/edit/{id}', () => {
  it('opens on the set and its area, and saves the version it was read at', async () => {
    const { router, fetchMock } = renderAt('/admin/rule-set/edit/rs-pleasanton', {
      UpdateRuleSet: { data: { updateRuleSet: { id: 'rs-pleasanton', version: 2 } } },
    });
    const value = await sideSetbackValue();
    expect(value).toHaveValue('4');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('city-pleasanton'));
    // A city may not limit anyone's rules.
    expect(screen.queryByRole('group', { name: 'Limits on local rules' })).toBeNull();

    fireEvent.change(value, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/rule-set/rs-pleasanton'),
    );
    const sent = sentUpdate(fetchMock);
    expect(sent).toMatchObject({ id: 'rs-pleasanton', version: 1 });
    expect(sent?.input).toMatchObject({
      name: pleasanton.name,
      areaId: 'city-pleasanton',
      building: 'ADU',
      example: true,
      rules: {
        sideSetback: { value: 5, citation: CODE, url: LINK, note: '' },
        rearSetback: { value: 4, citation: CODE, url: LINK, note: '' },
        frontSetback: null,
        maxLivingArea: [{ minBedrooms: 0, value: 850, citation: CODE, url: LINK, note: '' }],
      },
      limitsOnLocal: { sideSetback: null, maxLivingArea: [] },
    });
  });

  it('refuses a value out of range before sending, beside the field and in the summary', async () => {
    const { fetchMock } = renderAt('/admin/rule-set/edit/rs-pleasanton');
    const value = await sideSetbackValue();
    fireEvent.change(value, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const message = 'Side setback: the value must be between 0 and 500 ft.';
    expect(value).toHaveAccessibleDescription(message);
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveFocus();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: message })).toBeVisible();
    expect(sentUpdate(fetchMock)).toBeUndefined();
  });

  it("puts the API's message on the field its label names, and in the summary", async () => {
    const message = 'Side setback: give the code section it comes from (at most 300 characters).';
    renderAt('/admin/rule-set/edit/rs-pleasanton', {
      UpdateRuleSet: apiError(message, 'BAD_INPUT'),
    });
    await sideSetbackValue();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const group = within(screen.getByRole('group', { name: 'Rules' })).getByRole('group', {
      name: 'Side setback',
    });
    const citation = within(group).getByLabelText('Citation');
    await waitFor(() => expect(citation).toHaveAccessibleDescription(message));
    expect(citation).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    // Changing the citation answers the message: the API judges it again on the next save.
    fireEvent.change(citation, { target: { value: `${CODE} ` } });
    expect(citation).not.toHaveAccessibleDescription(message);
  });

  it('says so when the set was changed meanwhile', async () => {
    const stale =
      'This rule set was changed meanwhile (it is now version 2): reload it and make your change again.';
    const { router } = renderAt('/admin/rule-set/edit/rs-pleasanton', {
      UpdateRuleSet: apiError(stale, 'CONFLICT'),
    });
    await sideSetbackValue();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(router.state.location.pathname).toBe('/admin/rule-set/edit/rs-pleasanton');
  });

  it("edits a state's limits on local rules, and adds and removes living-area tiers", async () => {
    const { fetchMock } = renderAt('/admin/rule-set/edit/rs-california', {
      UpdateRuleSet: { data: { updateRuleSet: { id: 'rs-california', version: 2 } } },
    });
    const limits = await screen.findByRole('group', { name: 'Limits on local rules' });
    const side = within(limits).getByRole('group', { name: 'Side setback' });
    expect(within(side).getByLabelText('Value (ft)')).toHaveValue('4');

    const tiers = within(limits).getByRole('group', { name: 'Living area' });
    fireEvent.click(within(tiers).getByRole('button', { name: 'Add tier' }));
    fireEvent.click(within(tiers).getByRole('button', { name: 'Add tier' }));
    const second = within(tiers).getByRole('group', { name: 'Living area tier 2' });
    expect(within(second).getByLabelText('From bedrooms')).toHaveValue('1');
    fireEvent.click(within(tiers).getByRole('button', { name: 'Remove tier 1' }));
    const only = within(tiers).getByRole('group', { name: 'Living area tier 1' });
    fireEvent.change(within(only).getByLabelText('Value (sq ft)'), { target: { value: '850' } });
    fireEvent.change(within(only).getByLabelText('Citation'), {
      target: { value: 'California Gov. Code §66321(b)(2)(A)' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sentUpdate(fetchMock)).toBeDefined());
    expect(sentUpdate(fetchMock)?.input).toMatchObject({
      limitsOnLocal: {
        sideSetback: { value: 4 },
        maxLivingArea: [
          {
            minBedrooms: 1,
            value: 850,
            citation: 'California Gov. Code §66321(b)(2)(A)',
            url: '',
            note: '',
          },
        ],
      },
    });
  });
});

describe('/admin/rule-set/new', () => {
  it("offers limits on local rules for a state's set only, and adds a city's set", async () => {
    const { router, fetchMock } = renderAt('/admin/rule-set/new', {
      CreateRuleSet: { data: { createRuleSet: { id: 'rs-new' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add rule set' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Name: enter a name of at most 120 characters.');
    expect(summary).toHaveTextContent('Area: choose a state, county or city');
    expect(summary).toHaveTextContent('Rules: set at least one figure.');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    const state = screen.getByLabelText('State');
    await waitFor(() => expect(within(state).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(state, { target: { value: 'state-ca' } });
    expect(screen.getByRole('group', { name: 'Limits on local rules' })).toBeInTheDocument();
    const county = await screen.findByLabelText('County');
    await waitFor(() => expect(within(county).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(county, { target: { value: 'county-alameda' } });
    expect(screen.getByRole('group', { name: 'Limits on local rules' })).toBeInTheDocument();
    const city = await screen.findByLabelText('City');
    await waitFor(() => expect(within(city).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(city, { target: { value: 'city-pleasanton' } });
    expect(screen.queryByRole('group', { name: 'Limits on local rules' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Pleasanton sheds' } });
    fireEvent.change(screen.getByLabelText('Building'), { target: { value: 'SHED' } });
    const height = within(screen.getByRole('group', { name: 'Rules' })).getByRole('group', {
      name: 'Height',
    });
    fireEvent.change(within(height).getByLabelText('Value (ft)'), { target: { value: '12' } });
    fireEvent.change(within(height).getByLabelText('Citation'), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Add rule set' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/rule-set/rs-new'));
    const created = sentOperations(fetchMock).find((call) => call.name === 'CreateRuleSet');
    expect(created?.variables.input).toMatchObject({
      name: 'Pleasanton sheds',
      areaId: 'city-pleasanton',
      building: 'SHED',
      example: false,
      rules: { maxHeight: { value: 12, citation: CODE, url: '', note: '' }, sideSetback: null },
      limitsOnLocal: { sideSetback: null, maxLivingArea: [] },
    });
  });
});

describe('/admin/rule-set/{id}', () => {
  it('shows every figure with its source, and each version with what it changed', async () => {
    const second = { ...pleasanton.rules, sideSetback: limit(5) };
    const version = (n: number, rules: typeof pleasantonRules, changedBy: string | null) => ({
      version: n,
      name: pleasanton.name,
      zoning: '',
      example: true,
      readOn: '2026-11-25',
      rules,
      limitsOnLocal: none,
      changedBy,
      changedAt: Date.UTC(2026, 10, 25 + n),
    });
    renderAt('/admin/rule-set/rs-pleasanton', {
      AdminRuleSet: {
        data: {
          ruleSet: {
            ...pleasanton,
            version: 2,
            rules: second,
            versions: [version(2, second, 'a1'), version(1, pleasantonRules, null)],
          },
        },
      },
      AdminUser: {
        data: {
          user: {
            id: 'a1',
            name: 'Grace Admin',
            email: 'grace@example.com',
            role: 'ADMIN',
            createdAt: 0,
            isVerified: true,
          },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: pleasanton.name })).toBeInTheDocument();
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent('Side setback5 ft');
    expect(within(rules).getAllByRole('link', { name: CODE })[0]).toHaveAttribute('href', LINK);
    expect(rules).toHaveTextContent('Front setbackNot set');
    expect(rules).toHaveTextContent('Living area (0+ bedrooms): 850 sq ft');
    expect(screen.queryByRole('region', { name: 'Limits on local rules' })).toBeNull();

    const versions = within(screen.getByRole('region', { name: 'Versions' })).getAllByRole(
      'listitem',
    );
    expect(versions[0]).toHaveTextContent('Version 2');
    expect(versions[0]).toHaveTextContent('Side setback 4 ft → 5 ft');
    expect(await within(versions[0] as HTMLElement).findByText(/by Grace Admin/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Versions' })).toHaveTextContent('First version');
  });
});
