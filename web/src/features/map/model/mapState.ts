import type { FitReport, Placement } from '../../../geometry/geometryApi';
import type { MapFitInput } from '../../../lib/graphql/gql/graphql';
import type { Lot } from './lot';
import type { BuildingKind, Place } from './localRules';
import type { Structure } from './structures';

/**
 * The map state saved with a result: enough to put it all back, and for the API to check the
 * placement itself against the rules of the place, for the building the homeowner chose.
 */
export interface SavedMapState {
  address: string;
  place: Place | null;
  lot: Lot;
  structures: Structure[];
  planId: string;
  placement: Placement;
  building: BuildingKind | null;
}

/**
 * The map as Save stores it (`mapResultCreate`'s `input.map`), and as the API draws a site plan
 * of the placement unsaved: the saved state with the camera as the homeowner left it.
 */
export interface SavedMapInput extends SavedMapState {
  /** The camera's centre, `[lng, lat]`. */
  center: [number, number];
  zoom: number;
  /** Whether the homeowner framed the map themselves (else the app frames it again on opening). */
  viewIsOwn: boolean;
}

/** The fit figures as the API stores them. */
export function fitInput(report: FitReport): MapFitInput {
  // A line the plan crosses is short of its setback by the setback and the overreach; each line
  // is held to the setback the check used (a local rule's, or the homeowner's).
  const clearances = report.edgeDistancesFt.map(
    (distance, edge) =>
      distance - (report.edgePastFt[edge] ?? 0) - (report.edgeSetbacksFt[edge] ?? 0),
  );
  return {
    insideLot: report.insideLot,
    status: report.status,
    coveragePct: report.coveragePct,
    minSetbackClearanceFt: clearances.length > 0 ? Math.min(...clearances) : null,
    violations: report.violations,
  };
}
