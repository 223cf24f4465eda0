import type { LonLat } from '../../../geometry/ring';
import type { ScreenPoint } from '../model/screenHit';

/**
 * `region` (GeoJSON polygons: an outline, then its holes, each ring closed) as one SVG path on
 * screen, each ring a closed subpath. Filled with `evenodd`, a hole stays open whichever way
 * the worker winds it. Rounded to a tenth of a pixel, as the footprint's corners are.
 */
export function regionPath(
  region: readonly (readonly (readonly LonLat[])[])[],
  project: (lonLat: LonLat) => ScreenPoint,
): string {
  let path = '';
  for (const polygon of region) {
    for (const ring of polygon) {
      const open = isClosed(ring) ? ring.slice(0, -1) : ring;
      if (open.length < 3) continue;
      open.forEach((corner, index) => {
        const { x, y } = project(corner);
        path += `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
      });
      path += 'Z';
    }
  }
  return path;
}

function isClosed(ring: readonly LonLat[]): boolean {
  const first = ring[0];
  const last = ring.at(-1);
  return ring.length > 1 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
}
