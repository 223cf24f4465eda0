import { describe, expect, it } from 'vitest';
import { figureValues, newTier, type FigureValues } from './ruleFigures';
import {
  areaText,
  chosenLevel,
  fieldOfMessage,
  isDate,
  ruleSetInput,
  ruleSetSaveError,
  validateRuleSet,
  zoningText,
  type RuleSetValues,
} from './ruleSetRules';

const CODE = 'California Gov. Code §66314(d)(7)';

/** An editor with a side setback of `value` (as typed) from a code section. */
function sideSetback(value: string, more: Partial<FigureValues['limits']['sideSetback']> = {}) {
  const figures = figureValues(null);
  figures.limits.sideSetback = { value, citation: CODE, url: '', note: '', ...more };
  return figures;
}

const city: RuleSetValues = {
  name: ' Pleasanton detached ADU standards (example) ',
  areaId: 'city-pleasanton',
  zoning: ' ',
  building: 'ADU',
  example: true,
  readOn: '2026-11-25',
  rules: sideSetback('4'),
  limits: figureValues(null),
};

describe('validateRuleSet', () => {
  it('passes a complete set', () => {
    expect(validateRuleSet(city, 'city')).toEqual({});
  });

  it("says what the API would refuse, in the API's words, on each field", () => {
    const errors = validateRuleSet(
      { ...city, name: ' ', areaId: '', zoning: 'x'.repeat(41), readOn: '25/11/2026' },
      '',
    );
    expect(errors).toEqual({
      name: 'Name: enter a name of at most 120 characters.',
      area: 'Area: choose a state, county or city of the places directories.',
      zoning: 'Zoning district: at most 40 characters.',
      readOn: 'Read on: a date as YYYY-MM-DD.',
    });
  });

  it('holds each figure to its range and asks for its code section', () => {
    expect(validateRuleSet({ ...city, rules: sideSetback('-1') }, 'city')).toEqual({
      'rules.sideSetback.value': 'Side setback: the value must be between 0 and 500 ft.',
    });
    expect(
      validateRuleSet({ ...city, rules: sideSetback('4', { citation: ' ' }) }, 'city'),
    ).toEqual({
      'rules.sideSetback.citation':
        'Side setback: give the code section it comes from (at most 300 characters).',
    });
    const coverage = figureValues(null);
    coverage.limits.maxCoverage = {
      value: '140',
      citation: CODE,
      url: 'javascript:alert(1)',
      note: '',
    };
    expect(validateRuleSet({ ...city, rules: coverage }, 'city')).toEqual({
      'rules.maxCoverage.value':
        'Lot coverage: the value must be a percent above 0 and at most 100.',
      'rules.maxCoverage.url':
        'Lot coverage: the link must be an http(s) address of at most 500 characters.',
    });
  });

  it('wants at least one figure', () => {
    expect(validateRuleSet({ ...city, rules: figureValues(null) }, 'city')).toEqual({
      rules: 'Rules: set at least one figure.',
    });
  });

  it('numbers the living-area tiers as the API does, and refuses two from the same bedrooms', () => {
    const rules = figureValues(null);
    const tier = (minBedrooms: string) => ({
      ...newTier(minBedrooms),
      value: '850',
      citation: CODE,
    });
    rules.tiers = [tier('0'), tier('0'), { ...tier('21'), value: '' }];
    expect(validateRuleSet({ ...city, rules }, 'city')).toEqual({
      'rules.tier.1.minBedrooms': 'Living area tier 2: another tier starts at 0 bedrooms.',
      'rules.tier.2.minBedrooms': 'Living area tier 3: a tier starts at 0 to 20 bedrooms.',
      'rules.tier.2.value': 'Living area tier 3: the value must be between 1 and 100,000 sq ft.',
    });
  });

  it("checks a state's limits on local rules, and a city's not at all (it sends none)", () => {
    const limits = sideSetback('900');
    const state = { ...city, limits };
    expect(validateRuleSet(state, 'state')).toEqual({
      'limits.sideSetback.value':
        'Limit on local rules, side setback: the value must be between 0 and 500 ft.',
    });
    expect(validateRuleSet(state, 'city')).toEqual({});
    // A state's set may hold only limits.
    expect(
      validateRuleSet({ ...city, rules: figureValues(null), limits: sideSetback('4') }, 'county'),
    ).toEqual({});
  });
});

describe('ruleSetInput', () => {
  it('trims, and sends limits on local rules only for a state or a county', () => {
    const state = { ...city, limits: sideSetback('4') };
    const input = ruleSetInput(state, 'state');
    expect(input).toMatchObject({
      name: 'Pleasanton detached ADU standards (example)',
      areaId: 'city-pleasanton',
      zoning: '',
      building: 'ADU',
      example: true,
      readOn: '2026-11-25',
    });
    expect(input.rules.sideSetback).toEqual({ value: 4, citation: CODE, url: '', note: '' });
    expect(input.limitsOnLocal?.sideSetback?.value).toBe(4);
    expect(ruleSetInput(state, 'city').limitsOnLocal?.sideSetback).toBeNull();
  });
});

describe("the API's messages", () => {
  it('go to the field their label names', () => {
    const cases: [string, string][] = [
      ['Side setback: the value must be between 0 and 500 ft.', 'rules.sideSetback.value'],
      [
        'Side setback: give the code section it comes from (at most 300 characters).',
        'rules.sideSetback.citation',
      ],
      [
        'Height: the link must be an http(s) address of at most 500 characters.',
        'rules.maxHeight.url',
      ],
      ['Lot coverage: the note must be at most 1000 characters.', 'rules.maxCoverage.note'],
      [
        'Separation from other buildings: the value must be between 0 and 500 ft.',
        'rules.separation.value',
      ],
      [
        'Limit on local rules, side setback: the value must be between 0 and 500 ft.',
        'limits.sideSetback.value',
      ],
      ['Living area tier 2: another tier starts at 0 bedrooms.', 'rules.tier.1.minBedrooms'],
      [
        'Limit on local rules, living area tier 1: the value must be between 1 and 100,000 sq ft.',
        'limits.tier.0.value',
      ],
      ['Living area: at most 8 tiers.', 'rules.tiers'],
      ['Name: enter a name of at most 120 characters.', 'name'],
      ['Area: choose a state, county or city of the places directories.', 'area'],
      ['Zoning district: at most 40 characters.', 'zoning'],
      ['Building: choose detached ADU, house or shed.', 'building'],
      ['Read on: a date as YYYY-MM-DD.', 'readOn'],
      ['Rules: set at least one figure.', 'rules'],
      [
        'Limits on local rules: only a state or a county may limit what its cities require.',
        'limits',
      ],
    ];
    for (const [message, field] of cases) {
      expect(ruleSetSaveError(message)).toEqual({ field, message });
    }
  });

  it('go on the form as a whole when they name no field', () => {
    const stale =
      'This rule set was changed meanwhile (it is now version 3): reload it and make your change again.';
    expect(ruleSetSaveError(stale)).toEqual({ form: stale });
    expect(ruleSetSaveError('Admins only.')).toEqual({ form: 'Admins only.' });
    expect(ruleSetSaveError('constructor: not a field')).toEqual({
      form: 'constructor: not a field',
    });
    expect(fieldOfMessage('Roof pitch: too steep.')).toBeUndefined();
    expect(ruleSetSaveError(undefined)).toEqual({ form: 'An unexpected error occurred' });
  });
});

describe('the words of the list and view', () => {
  it('names the area with its level, and an empty zoning as every district', () => {
    expect(areaText('Pleasanton, CA', 'city')).toBe('Pleasanton, CA (city)');
    expect(zoningText('')).toBe('Every district');
    expect(zoningText('R-1')).toBe('R-1');
  });

  it("reads the chosen area's level", () => {
    expect(chosenLevel({ state: 's', county: '', city: '' })).toBe('state');
    expect(chosenLevel({ state: 's', county: 'c', city: '' })).toBe('county');
    expect(chosenLevel({ state: 's', county: 'c', city: 't' })).toBe('city');
    expect(chosenLevel({ state: '', county: '', city: '' })).toBe('');
  });

  it('reads a date as the API does', () => {
    expect(isDate('2026-11-25')).toBe(true);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-1-01')).toBe(false);
  });
});
