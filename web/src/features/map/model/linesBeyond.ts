import type { LonLat } from '../../../geometry/ring';
import { polygonContains } from './corners';
import { feetFrame, type Feet, type Lot } from './lot';
import { distanceToSegment } from './screenHit';

/** How much nearer than another line a line must be to be the one a point lies beyond (ft). */
const TIE_FT = 0.01;

/**
 * For each lot line, whether part of the footprint lies outside the lot beyond it: every point of
 * the footprint's outline that is outside the lot counts against the line nearest to it (both
 * lines at a corner it faces). The worker measures a footprint wholly outside the lot as so many
 * feet from each line, which on its own reads as a setback kept; this says which lines it broke.
 */
export function linesBeyond(lot: Lot, footprint: LonLat[]): boolean[] {
  const beyond = lot.corners.map(() => false);
  const n = lot.corners.length;
  if (n < 3 || footprint.length === 0) return beyond;
  const { toFeet } = feetFrame(lot);
  const corners = lot.corners.map(toFeet);
  for (const point of outlinePoints(footprint)) {
    if (polygonContains(lot.corners, point)) continue;
    const at = toFeet(point);
    const distances = corners.map((from, edge) =>
      distanceToSegment(at, from, corners[(edge + 1) % n] as Feet),
    );
    const nearest = Math.min(...distances);
    distances.forEach((distance, edge) => {
      if (distance <= nearest + TIE_FT) beyond[edge] = true;
    });
  }
  return beyond;
}

/** The footprint's corners and the middles of its sides. */
function outlinePoints(footprint: LonLat[]): LonLat[] {
  return footprint.flatMap((corner, i) => {
    const next = footprint[(i + 1) % footprint.length] as LonLat;
    const middle: LonLat = [(corner[0] + next[0]) / 2, (corner[1] + next[1]) / 2];
    return [corner, middle];
  });
}
