import type { LonLat } from '../../../geometry/ring';

/** Fewer corners than this is not an area. */
export const MIN_CORNERS = 3;

/** `corners` with corner `index` moved to `point`. */
export function withCornerMoved(corners: LonLat[], index: number, point: LonLat): LonLat[] {
  return corners.map((corner, i) => (i === index ? point : corner));
}

/** `corners` with a new corner in the middle of edge `edge` (corner `edge` → `edge + 1`). */
export function withCornerInserted(corners: LonLat[], edge: number): LonLat[] {
  const middle = edgeMidpoints(corners)[edge];
  if (!middle) return corners;
  return [...corners.slice(0, edge + 1), middle, ...corners.slice(edge + 1)];
}

/** `corners` without corner `index`; unchanged when only three are left. */
export function withoutCorner(corners: LonLat[], index: number): LonLat[] {
  if (corners.length <= MIN_CORNERS) return corners;
  return corners.filter((_, i) => i !== index);
}

/** Midpoint of every edge of the closed ring, where a handle adds a corner. */
export function edgeMidpoints(corners: LonLat[]): LonLat[] {
  const n = corners.length;
  return corners.map((a, i) => {
    const b = corners[(i + 1) % n] as LonLat;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  });
}

/** The corners as a closed GeoJSON ring (first corner repeated at the end). */
export function closedRing(corners: LonLat[]): LonLat[] {
  const first = corners[0];
  return first ? [...corners, first] : [];
}

/** Whether `point` lies inside the polygon (even–odd rule, so concave shapes work too). */
export function polygonContains(corners: LonLat[], point: LonLat): boolean {
  const [x, y] = point;
  let inside = false;
  const n = corners.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi] = corners[i] as LonLat;
    const [xj, yj] = corners[j] as LonLat;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The average of the corners. */
export function cornersCentre(corners: LonLat[]): LonLat {
  const n = corners.length || 1;
  const lon = corners.reduce((sum, [x]) => sum + x, 0) / n;
  const lat = corners.reduce((sum, [, y]) => sum + y, 0) / n;
  return [lon, lat];
}
