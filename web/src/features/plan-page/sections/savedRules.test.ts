import { describe, expect, it } from 'vitest';
import type { SavedFitRules } from '../api/savedRulesApi';
import { savedRulesTexts } from './savedRules';

type Figure = SavedFitRules['figures'][number];

const sideSetback: Figure = {
  figure: 'sideSetback',
  label: 'Side setback',
  required: 4,
  actual: 3,
  unit: 'ft',
  minimum: true,
  status: 'violated',
  exempt: false,
  citation: 'Pleasanton Municipal Code §18.106.045(B)',
  url: 'https://library.municode.com/ca/pleasanton',
  area: 'Pleasanton, CA',
  example: false,
  setAside: '',
};

const rules = (
  figures: Figure[],
  ruleSets = [{ id: 'rs-1', version: 2, area: 'Pleasanton, CA' }],
) =>
  ({
    area: 'Pleasanton, CA',
    building: 'detached ADU',
    verdict: 'Does not fit the detached ADU rules of Pleasanton, CA: 1 rule broken.',
    figures,
    ruleSets,
  }) satisfies SavedFitRules;

/** The one row a check of `figure` alone lists. */
function row(figure: Figure) {
  const [only, ...others] = savedRulesTexts(rules([figure])).rows;
  if (!only || others.length) throw new Error('expected one row');
  return only;
}

describe('savedRulesTexts', () => {
  it('words a setback as a minimum, with the distance from the line and its source', () => {
    expect(row(sideSetback)).toEqual({
      figure: 'sideSetback',
      rule: 'Side setback at least 4 ft',
      citation: 'Pleasanton Municipal Code §18.106.045(B)',
      url: 'https://library.municode.com/ca/pleasanton',
      placement: '3 ft from the line',
      status: 'violated',
      statusText: 'Broken',
      setAside: undefined,
    });
  });

  it('says how far past the line a setback is crossed, and when it is within a foot', () => {
    expect(row({ ...sideSetback, actual: -2.04 }).placement).toBe('2 ft past the line');
    const near = row({ ...sideSetback, actual: 4.46, status: 'near' });
    expect([near.placement, near.statusText]).toEqual(['4.5 ft from the line', 'Within 1 ft']);
  });

  it('words separation as a distance away, and sizes as maximums', () => {
    const separation = row({
      ...sideSetback,
      figure: 'separation',
      label: 'Separation from other buildings',
      required: 6,
      actual: 6.5,
      status: 'clear',
    });
    expect([separation.rule, separation.placement, separation.statusText]).toEqual([
      'Separation from other buildings at least 6 ft',
      '6.5 ft away',
      'Meets',
    ]);
    const footprint = row({
      ...sideSetback,
      figure: 'footprint',
      label: 'Footprint',
      required: 850,
      actual: 525,
      unit: 'sq ft',
      minimum: false,
      status: 'clear',
    });
    expect([footprint.rule, footprint.placement]).toEqual([
      'Footprint at most 850 sq ft',
      '525 sq ft',
    ]);
  });

  it('says a small enough building is exempt from the coverage limit', () => {
    const coverage = {
      ...sideSetback,
      figure: 'coverage',
      label: 'Lot coverage',
      required: 40,
      actual: 31.24,
      unit: '%',
      minimum: false,
      status: 'clear',
    };
    expect(row(coverage).rule).toBe('Lot coverage at most 40 %');
    expect(row(coverage).placement).toBe('31.2 %');
    expect(row({ ...coverage, actual: 47, exempt: true }).placement).toBe('exempt (small enough)');
  });

  it('gives the local figure a state law set aside, and nothing when none was', () => {
    const setAside = 'Pleasanton, CA asks 6 ft; state law allows no more.';
    expect(row({ ...sideSetback, area: 'California', setAside }).setAside).toBe(setAside);
    expect(row({ ...sideSetback, setAside: ' ' }).setAside).toBeUndefined();
    expect(row({ ...sideSetback, url: '' }).url).toBeUndefined();
  });

  it('notes example data when any rule is an example', () => {
    expect(savedRulesTexts(rules([sideSetback])).exampleNote).toBeUndefined();
    expect(
      savedRulesTexts(
        rules([sideSetback, { ...sideSetback, figure: 'rearSetback', example: true }]),
      ).exampleNote,
    ).toBe('Example data: verify these rules with the city before building.');
  });

  it('names the area, the building and each rule set at its version', () => {
    const sets = [
      { id: 'rs-1', version: 2, area: 'Pleasanton, CA' },
      { id: 'rs-2', version: 1, area: 'California' },
    ];
    expect(savedRulesTexts(rules([sideSetback], sets)).checkedAgainst).toBe(
      'Checked against the rules of Pleasanton, CA for a detached ADU (Pleasanton, CA, version 2; California, version 1).',
    );
    expect(savedRulesTexts(rules([sideSetback], [])).checkedAgainst).toBe(
      'Checked against the rules of Pleasanton, CA for a detached ADU.',
    );
  });
});
