/** A point on the screen, CSS pixels. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Whether `point` is on the polygon `corners` or within `tolerancePx` of its edge: fingers are
 * wide, so a twist that starts just outside a small plan still means that plan.
 */
export function nearPolygon(
  corners: ScreenPoint[],
  point: ScreenPoint,
  tolerancePx: number,
): boolean {
  let inside = false;
  let nearest = Infinity;
  const n = corners.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = corners[i] as ScreenPoint;
    const b = corners[j] as ScreenPoint;
    if (a.y > point.y !== b.y > point.y) {
      const crossX = ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x;
      if (point.x < crossX) inside = !inside;
    }
    nearest = Math.min(nearest, distanceToSegment(point, a, b));
  }
  return inside || nearest <= tolerancePx;
}

/** The distance from `p` to the segment `a`–`b`, in the plane's own unit (pixels, feet…). */
export function distanceToSegment(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
