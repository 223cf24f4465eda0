import type { Placement } from '../../../geometry/geometryApi';
import type { LonLat } from '../../../geometry/ring';
import { degreesPerFoot } from './lot';

/** The placement moved `eastFt`/`northFt` feet. */
export function nudge(placement: Placement, eastFt: number, northFt: number): Placement {
  const per = degreesPerFoot(placement.lat);
  return {
    ...placement,
    lon: placement.lon + eastFt * per.lon,
    lat: placement.lat + northFt * per.lat,
  };
}

/** The placement turned by `deg` degrees clockwise, kept within 0–360. */
export function turn(placement: Placement, deg: number): Placement {
  return { ...placement, angleDeg: (((placement.angleDeg + deg) % 360) + 360) % 360 };
}

/** Bearing (clockwise from north, degrees) from the placement's centre to `point`. */
export function bearingTo(placement: Placement, point: LonLat): number {
  const per = degreesPerFoot(placement.lat);
  const east = (point[0] - placement.lon) / per.lon;
  const north = (point[1] - placement.lat) / per.lat;
  return ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
}

/** The point `distanceFt` from the centre along the placement's bearing: the rotate handle. */
export function aheadOf(placement: Placement, distanceFt: number): LonLat {
  const rad = (placement.angleDeg * Math.PI) / 180;
  const moved = nudge(placement, Math.sin(rad) * distanceFt, Math.cos(rad) * distanceFt);
  return [moved.lon, moved.lat];
}

/** How far beyond the plan's back edge the rotate handle sits. */
export const ROTATE_HANDLE_GAP_FT = 10;

/** Where the rotate handle of a plan `lengthFt` long placed at `placement` sits. */
export function rotateHandleAt(placement: Placement, lengthFt: number): LonLat {
  return aheadOf(placement, lengthFt / 2 + ROTATE_HANDLE_GAP_FT);
}

/** Keys that move the plan: arrows nudge 1 ft; `[` and `]`, or Shift with ← and →, turn 1°. */
export function placementForKey(
  placement: Placement,
  key: string,
  shift = false,
): Placement | undefined {
  if (shift && key === 'ArrowLeft') return turn(placement, -1);
  if (shift && key === 'ArrowRight') return turn(placement, 1);
  switch (key) {
    case 'ArrowUp':
      return nudge(placement, 0, 1);
    case 'ArrowDown':
      return nudge(placement, 0, -1);
    case 'ArrowLeft':
      return nudge(placement, -1, 0);
    case 'ArrowRight':
      return nudge(placement, 1, 0);
    case '[':
      return turn(placement, -1);
    case ']':
      return turn(placement, 1);
    default:
      return undefined;
  }
}

/** Screen angle (degrees, clockwise since screen y points down) from point `a` to point `b`. */
export function screenAngle(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}
