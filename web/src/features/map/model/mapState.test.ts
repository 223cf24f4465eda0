import { describe, expect, it } from 'vitest';
import { fitReport } from './fitReport.fixture';
import { fitInput } from './mapState';

describe('fitInput', () => {
  it('keeps the smallest clearance beyond the setback each line was held to', () => {
    const fit = fitInput(
      fitReport({
        status: 'violated',
        coveragePct: 20,
        edgeDistancesFt: [10, 2.5, 30, 40],
        edgeStatuses: ['clear', 'violated', 'clear', 'clear'],
        violations: ['Too close to lot line 2'],
      }),
    );
    expect(fit).toEqual({
      insideLot: true,
      status: 'violated',
      coveragePct: 20,
      minSetbackClearanceFt: -1.5,
      violations: ['Too close to lot line 2'],
    });
  });
});
