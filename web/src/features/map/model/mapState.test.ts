import { describe, expect, it } from 'vitest';
import { startingLot } from './lot';
import { fitReport } from './fitReport.fixture';
import { fitInput } from './mapState';

const lot = startingLot([-97.74, 30.27]);

describe('fitInput', () => {
  it('keeps the smallest clearance beyond a setback, negative when one is broken', () => {
    const fit = fitInput(
      fitReport({
        status: 'violated',
        coveragePct: 20,
        edgeDistancesFt: [10, 2.5, 30, 40],
        edgeStatuses: ['clear', 'violated', 'clear', 'clear'],
        violations: ['Too close to lot line 2'],
      }),
      lot,
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
