import type { FitReport } from '../../../geometry/geometryApi';

/**
 * A fit check's answer for tests: a plan inside a four-line lot, clear but within a foot of the
 * fourth line's setback, with `overrides`.
 */
export function fitReport(overrides: Partial<FitReport> = {}): FitReport {
  return {
    angleDeg: 0,
    status: 'clear',
    verdict: '',
    insideLot: true,
    coveragePct: 12.345,
    edgeDistancesFt: [10, 20.04, 30, 4.5],
    edgeStatuses: ['clear', 'clear', 'clear', 'near'],
    edgePastFt: [0, 0, 0, 0],
    edgeSetbacksFt: [4, 4, 4, 4],
    structures: [],
    violations: [],
    rules: [],
    footprint: new Float64Array(8),
    ...overrides,
  };
}
