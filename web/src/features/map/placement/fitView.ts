import type { FitReport, FitStatus } from '../../../geometry/geometryApi';
import type { Lot } from '../lot/lot';
import { structureTitle, type Structure } from '../structures/structures';
import { formatFeet } from '../units';

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
  inside: string;
  coverage: string;
  edges: EdgeLine[];
  /** One line per existing structure: its distance to the plan against its separation. */
  structures: EdgeLine[];
  violations: string[];
}

/** The fit panel's texts for `report` on `lot` with its `structures`. */
export function fitView(report: FitReport, lot: Lot, structures: Structure[]): FitView {
  return {
    status: report.status,
    colour: FIT_COLOURS[report.status],
    headline: HEADLINES[report.status],
    inside: report.insideLot ? 'Inside the lot' : 'Not inside the lot',
    coverage: `Lot coverage ${formatFeet(report.coveragePct)} %`,
    edges: report.edgeDistancesFt.map((distance, edge) => {
      const front = lot.frontEdge === edge ? ' (front)' : '';
      const setback = `setback ${formatFeet(lot.setbacksFt[edge] ?? 0)} ft`;
      const past = report.edgePastFt[edge] ?? 0;
      // A line the plan crosses says by how far; every other line keeps its true distance.
      const where =
        past > 0
          ? `crosses it by ${formatFeet(past)} ft`
          : distance === 0 && !report.insideLot
            ? 'on the line'
            : `${formatFeet(distance)} ft away`;
      return {
        label: `Line ${edge + 1}${front}`,
        text: `${where}, ${setback}`,
        status: report.edgeStatuses[edge] ?? 'clear',
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
