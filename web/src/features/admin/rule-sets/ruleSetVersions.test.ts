import { describe, expect, it } from 'vitest';
import type { FiguresData, RuleLimitData } from './ruleFigures';
import { versionChanges, versionHistory, type VersionData } from './ruleSetVersions';

const CODE = 'Pleasanton Municipal Code §18.106.045(B)';
const limit = (value: number, more: Partial<RuleLimitData> = {}): RuleLimitData => ({
  value,
  citation: CODE,
  url: 'https://example.org/code',
  note: '',
  ...more,
});

const none: FiguresData = {
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

const first: VersionData = {
  version: 1,
  name: 'Pleasanton detached ADU standards (example)',
  zoning: '',
  example: true,
  readOn: '2026-11-25',
  rules: {
    ...none,
    sideSetback: limit(4),
    rearSetback: limit(4),
    maxLivingArea: [{ minBedrooms: 0, ...limit(850) }],
  },
  limitsOnLocal: none,
};

describe('versionChanges', () => {
  it('names a figure whose value changed, with both values and their unit', () => {
    const second = { ...first, version: 2, rules: { ...first.rules, sideSetback: limit(5) } };
    expect(versionChanges(first, second)).toEqual(['Side setback 4 ft → 5 ft']);
  });

  it('says which figures were set or removed, and which sources changed', () => {
    const second: VersionData = {
      ...first,
      version: 2,
      rules: {
        ...first.rules,
        rearSetback: null,
        maxHeight: limit(16),
        sideSetback: limit(4, { citation: 'Another section', url: '' }),
        maxLivingArea: [
          { minBedrooms: 0, ...limit(850) },
          { minBedrooms: 2, ...limit(1000) },
        ],
      },
    };
    expect(versionChanges(first, second)).toEqual([
      'Side setback: citation and link changed',
      'Rear setback removed (was 4 ft)',
      'Height set to 16 ft',
      'Living area (2+ bedrooms) set to 1,000 sq ft',
    ]);
  });

  it('puts a value change and a source change on one line', () => {
    const second = {
      ...first,
      rules: { ...first.rules, sideSetback: limit(5, { note: 'Five feet now' }) },
    };
    expect(versionChanges(first, second)).toEqual(['Side setback 4 ft → 5 ft; note changed']);
  });

  it('names the limits on local rules apart from the rules', () => {
    const second = {
      ...first,
      limitsOnLocal: { ...none, sideSetback: limit(4), maxCoverage: limit(50) },
    };
    const third = {
      ...second,
      limitsOnLocal: { ...second.limitsOnLocal, sideSetback: limit(5) },
    };
    expect(versionChanges(first, second)).toEqual([
      'Limit on local rules, side setback set to 4 ft',
      'Limit on local rules, lot coverage set to 50%',
    ]);
    expect(versionChanges(second, third)).toEqual([
      'Limit on local rules, side setback 4 ft → 5 ft',
    ]);
  });

  it('names the changes to the name, zoning district, example flag and date', () => {
    const second = {
      ...first,
      name: 'Pleasanton ADUs',
      zoning: 'R-1',
      example: false,
      readOn: '',
    };
    expect(versionChanges(first, second)).toEqual([
      'Name “Pleasanton detached ADU standards (example)” → “Pleasanton ADUs”',
      'Zoning district every district → R-1',
      'No longer marked as example data',
      'Read on 2026-11-25 → not said',
    ]);
  });

  it('says the first version is one, and a save that changed nothing', () => {
    expect(versionChanges(undefined, first)).toEqual(['First version']);
    expect(versionChanges(first, { ...first, version: 2 })).toEqual(['No change']);
  });
});

describe('versionHistory', () => {
  it('compares each version, newest first, with the one before it', () => {
    const second = { ...first, version: 2, rules: { ...first.rules, sideSetback: limit(5) } };
    const third = { ...second, version: 3, rules: { ...second.rules, sideSetback: limit(4) } };
    expect(
      versionHistory([third, second, first]).map(({ version, changes }) => [
        version.version,
        changes,
      ]),
    ).toEqual([
      [3, ['Side setback 5 ft → 4 ft']],
      [2, ['Side setback 4 ft → 5 ft']],
      [1, ['First version']],
    ]);
  });
});
