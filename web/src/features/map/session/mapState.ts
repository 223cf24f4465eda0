import type { FitReport, Placement } from '../../../geometry/geometryApi';
import type { MapFitInput } from '../../../lib/graphql/generated';
import type { Lot } from '../lot/lot';
import { parseMapData, serialiseMapData, type MapData } from './mapData';
import type { Structure } from '../structures/structures';

/** The map state saved with a result: enough to put it all back. */
export interface SavedMapState {
  address: string;
  lot: Lot;
  structures: Structure[];
  planId: string;
  placement: Placement;
}

const PENDING_KEY = 'homeplot.pendingPlacement';

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

/** Keeps a visitor's map for after sign-in (this tab only, like the session). */
export function keepPendingPlacement(data: MapData): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(serialiseMapData(data)));
}

/** Drops the kept placement once the map has put it back. */
export function forgetPendingPlacement(): void {
  sessionStorage.removeItem(PENDING_KEY);
}

/** The map kept before sign-in, if it has a placed plan (a damaged entry counts as none). */
export function pendingPlacement(): MapData | undefined {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return undefined;
  try {
    const data = parseMapData(JSON.parse(raw));
    return data?.planId && data.placement ? data : undefined;
  } catch {
    return undefined;
  }
}
