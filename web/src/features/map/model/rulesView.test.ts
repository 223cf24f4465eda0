import { describe, expect, it } from 'vitest';
import type { AppliedRule, AppliedRules } from '../../../geometry/geometryApi';
import { fitReport } from './fitReport.fixture';
import type { LocalRuleSet } from './localRules';
import { EXAMPLE_NOTE, rulesView } from './rulesView';

function rule(overrides: Partial<AppliedRule>): AppliedRule {
  return {
    figure: 'sideSetback',
    label: 'Side setback',
    unit: 'ft',
    minimum: true,
    value: 4,
    citation: 'Pleasanton Municipal Code §18.106.045(B)',
    url: 'https://example.org/pmc',
    area: 'Pleasanton, CA',
    ruleSetId: 'city',
    version: 2,
    example: true,
    ...overrides,
  };
}

const sets: LocalRuleSet[] = [
  { id: 'state', name: 'CA', area: 'California', version: 1, example: false, geometryJson: '{}' },
  { id: 'city', name: 'P', area: 'Pleasanton, CA', version: 2, example: true, geometryJson: '{}' },
];

const applied: AppliedRules = {
  area: 'Pleasanton, CA',
  applied: [
    rule({}),
    rule({ figure: 'livingArea', label: 'Living area', unit: 'sq ft', minimum: false, value: 850 }),
    rule({ figure: 'coverage', label: 'Lot coverage', unit: '%', minimum: false, value: 40 }),
    rule({
      figure: 'coverageExemption',
      label: 'Coverage exemption',
      unit: 'sq ft',
      minimum: false,
      value: 800,
      citation: 'California Gov. Code §66321(b)(3)',
      area: 'California',
      ruleSetId: 'state',
      version: 1,
      example: false,
    }),
    rule({
      figure: 'rearSetback',
      label: 'Rear setback',
      area: 'California',
      citation: 'California Gov. Code §66314(d)(7)',
      ruleSetId: 'state',
      version: 1,
      setAside: { value: 6, area: 'Pleasanton, CA', citation: 'PMC' },
    }),
  ],
};

describe('the rules in the fit panel', () => {
  const report = fitReport({
    verdict: 'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.',
    rules: [
      { rule: 0, actual: 3, status: 'violated', exempt: false },
      { rule: 1, actual: 525, status: 'clear', exempt: false },
      { rule: 2, actual: 31.24, status: 'clear', exempt: true },
      { rule: 4, actual: 10, status: 'clear', exempt: false },
    ],
  });
  const view = rulesView(report, applied, 'adu', sets);

  it('names each rule, where it comes from and how the placement stands', () => {
    expect(view?.verdict).toBe(
      'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.',
    );
    expect(view?.heading).toBe('Rules for a detached ADU in Pleasanton, CA');
    expect(view?.rows[0]).toEqual({
      label: 'Side setback',
      rule: 'at least 4 ft',
      citation: 'Pleasanton Municipal Code §18.106.045(B)',
      url: 'https://example.org/pmc',
      area: 'Pleasanton, CA',
      actual: '3 ft away',
      status: 'violated',
      setAside: '',
    });
    expect(view?.rows[1]?.rule).toBe('at most 850 sq ft');
    expect(view?.rows[1]?.actual).toBe('525 sq ft');
  });

  it('says a small building is exempt from coverage, and what state law set aside', () => {
    expect(view?.rows[2]?.actual).toBe(
      '31.2 %, exempt (at most 800 sq ft, California Gov. Code §66321(b)(3))',
    );
    expect(view?.rows[3]?.setAside).toBe('Pleasanton, CA asks 6 ft; state law allows no more.');
  });

  it('names the versions held to and marks example data', () => {
    expect(view?.versions).toBe('California version 1 · Pleasanton, CA version 2');
    expect(view?.example).toBe(true);
    expect(EXAMPLE_NOTE).toMatch(/verify these rules with the city/);
  });

  it('is absent where no local rule applies', () => {
    expect(rulesView(fitReport(), { area: '', applied: [] }, 'adu', [])).toBeUndefined();
  });
});
