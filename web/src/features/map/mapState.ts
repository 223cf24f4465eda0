import type { FitReport, Placement } from '../../geometry/geometryApi';
import type { MapFitInput } from '../../lib/graphql/generated';
import type { Lot } from './lot';

/** The map state saved with a result and kept across sign-in: enough to put it all back. */
export interface SavedMapState {
  address: string;
  lot: Lot;
  planId: string;
  placement: Placement;
}

const PENDING_KEY = 'homeplot.pendingPlacement';

/** The fit figures as the API stores them. */
export function fitInput(report: FitReport, lot: Lot): MapFitInput {
  const clearances = report.edgeDistancesFt.map(
    (distance, edge) => distance - (lot.setbacksFt[edge] ?? 0),
  );
  return {
    insideLot: report.insideLot,
    status: report.status,
    coveragePct: report.coveragePct,
    minSetbackClearanceFt: clearances.length > 0 ? Math.min(...clearances) : null,
    violations: report.violations,
  };
}

/** Keeps a visitor's placement for after sign-in (this tab only, like the session). */
export function keepPendingPlacement(state: SavedMapState): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(state));
}

/** Drops the kept placement once the map has put it back. */
export function forgetPendingPlacement(): void {
  sessionStorage.removeItem(PENDING_KEY);
}

/** The placement kept before sign-in, if any (a damaged entry counts as none). */
export function pendingPlacement(): SavedMapState | undefined {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return undefined;
  try {
    const state = JSON.parse(raw) as Partial<SavedMapState>;
    const corners = state.lot?.corners;
    if (
      typeof state.planId !== 'string' ||
      !Array.isArray(corners) ||
      corners.length < 3 ||
      typeof state.placement?.lon !== 'number'
    ) {
      return undefined;
    }
    return state as SavedMapState;
  } catch {
    return undefined;
  }
}
