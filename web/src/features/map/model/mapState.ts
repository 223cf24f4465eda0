import type { FitReport, Placement } from '../../../geometry/geometryApi';
import type { MapFitInput } from '../../../lib/graphql/gql/graphql';
import type { Lot } from './lot';
import type { Structure } from './structures';

/** The map state saved with a result: enough to put it all back. */
export interface SavedMapState {
  address: string;
  lot: Lot;
  structures: Structure[];
  planId: string;
  placement: Placement;
}

/** The fit figures as the API stores them. */
export function fitInput(report: FitReport, lot: Lot): MapFitInput {
  // A line the plan crosses is short of its setback by the setback and the overreach.
  const clearances = report.edgeDistancesFt.map(
    (distance, edge) => distance - (report.edgePastFt[edge] ?? 0) - (lot.setbacksFt[edge] ?? 0),
  );
  return {
    insideLot: report.insideLot,
    status: report.status,
    coveragePct: report.coveragePct,
    minSetbackClearanceFt: clearances.length > 0 ? Math.min(...clearances) : null,
    violations: report.violations,
  };
}
