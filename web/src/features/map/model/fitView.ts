import type { FitReport, FitStatus } from '../../../geometry/geometryApi';
import { ringFromFlat } from '../../../geometry/ring';
import { lineKindName, type Lot } from './lot';
import { structureTitle, type Structure } from './structures';
import { formatFeet } from './units';
import { linesBeyond } from './linesBeyond';

/** Outline colours by fit: green clear, amber within a foot of a limit, red broken. */
export const FIT_COLOURS: Record<FitStatus, string> = {
  clear: '#2f8a4e',
  near: '#d89a00',
  violated: '#c43d3d',
};

const HEADLINES: Record<FitStatus, string> = {
  clear: 'Fits: every setback is kept',
  near: 'Fits, but within 1 ft of a limit',
  violated: 'Does not fit here',
};

/** The verdict on a footprint that is not (wholly) on the lot, whatever else holds. */
const OUTSIDE_HEADLINE = 'Not inside the lot';

/** One lot line in the panel: its distance to the plan against its setback. */
export interface EdgeLine {
  label: string;
  text: string;
  status: FitStatus;
}

/** What the fit panel shows for one check. */
export interface FitView {
  status: FitStatus;
  colour: string;
  headline: string;
  /** Said beside the coverage when the plan is on the lot; outside it, the headline says so. */
  inside: string | undefined;
  /** None when the plan is not inside the lot: a share of the lot it does not stand on. */
  coverage: string | undefined;
  edges: EdgeLine[];
  /** One line per existing structure: its distance to the plan against its separation. */
  structures: EdgeLine[];
  violations: string[];
}

/**
 * Which lot lines a footprint that is not inside the lot lies beyond (none while it is inside):
 * the worker measures a footprint wholly outside as so many feet from each line.
 */
function beyondLines(report: FitReport, lot: Lot): boolean[] {
  if (report.insideLot || report.footprint.length < 6) return [];
  return linesBeyond(lot, ringFromFlat(report.footprint).slice(0, -1));
}

/**
 * Each lot line's real state, as the panel lists it and the map draws it: the worker's, and broken
 * for every line the plan lies beyond.
 */
export function lineStates(report: FitReport, lot: Lot): FitStatus[] {
  const beyond = beyondLines(report, lot);
  return report.edgeDistancesFt.map((_, edge) =>
    beyond[edge] ? 'violated' : (report.edgeStatuses[edge] ?? 'clear'),
  );
}

/** The fit panel's texts for `report` on `lot` with its `structures`. */
export function fitView(report: FitReport, lot: Lot, structures: Structure[]): FitView {
  const inside = report.insideLot;
  const status: FitStatus = inside ? report.status : 'violated';
  const beyond = beyondLines(report, lot);
  const states = lineStates(report, lot);
  return {
    status,
    colour: FIT_COLOURS[status],
    headline: inside ? HEADLINES[status] : OUTSIDE_HEADLINE,
    inside: inside ? 'Inside the lot' : undefined,
    coverage: inside ? `Lot coverage ${formatFeet(report.coveragePct)} %` : undefined,
    edges: report.edgeDistancesFt.map((distance, edge) => {
      const kind = lineKindName(lot, edge);
      const named = kind ? ` (${kind})` : '';
      // The setback the line was held to: a local rule's for its kind, else the homeowner's.
      const setback = `setback ${formatFeet(report.edgeSetbacksFt[edge] ?? lot.setbacksFt[edge] ?? 0)} ft`;
      const past = report.edgePastFt[edge] ?? 0;
      // A line the plan crosses says by how far, one it lies beyond how far out it is; every
      // other line keeps its true distance.
      const where =
        past > 0
          ? `crosses it by ${formatFeet(past)} ft`
          : distance === 0 && !inside
            ? 'on the line'
            : beyond[edge]
              ? `outside it by ${formatFeet(distance)} ft`
              : `${formatFeet(distance)} ft away`;
      return {
        label: `Line ${edge + 1}${named}`,
        text: `${where}, ${setback}`,
        status: states[edge] ?? 'clear',
      };
    }),
    structures: structures.map((structure, index) => {
      const separation = `keep ${formatFeet(structure.separationFt)} ft`;
      // The worker reports every structure; one drawn a moment ago may not have reached it yet.
      const clearance = report.structures.find((entry) => entry.index === index);
      return {
        label: structureTitle(structure),
        text: clearance
          ? `${formatFeet(clearance.distanceFt)} ft away, ${separation}`
          : `checking, ${separation}`,
        status: clearance?.status ?? 'clear',
      };
    }),
    violations: report.violations,
  };
}
