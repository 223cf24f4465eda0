import type { LonLat } from '../../../geometry/ring';
import { feetFrame, LINE_KIND_LABELS, lineKindsKnown, type Feet, type Lot } from './lot';

/**
 * One lot line as the map draws it. Lines are numbered as the lot panel and the fit panel number
 * them: edge `edge` (corner `edge` → `edge + 1`) is "Line {edge + 1}".
 */
export interface LotLine {
  edge: number;
  from: LonLat;
  to: LonLat;
  lengthFt: number;
  /** Its kind as the map labels it ("Front", "Street side"); empty while kinds are unknown. */
  kind: string;
  /** The middle of the line, where its label goes. */
  middle: LonLat;
  /** A point 1 ft outside the lot from the middle: which side of the line the label goes. */
  outside: LonLat;
  /**
   * The setback line: parallel to the lot line, its setback inside the lot, ending where it
   * meets its neighbours' setback lines. None when the setback is 0 or swallows the line.
   */
  setback: [LonLat, LonLat] | undefined;
}

/**
 * The lot's lines with their lengths and setback lines, computed in the lot's flat frame of feet
 * (`feetFrame`).
 */
export function lotLines(lot: Lot): LotLine[] {
  const n = lot.corners.length;
  if (n < 3) return [];
  const { toFeet, toLonLat } = feetFrame(lot);
  const points = lot.corners.map(toFeet);
  // Counter-clockwise rings have the lot on the left of each line, clockwise ones on the right.
  const inwardSign = signedArea(points) >= 0 ? 1 : -1;
  const kindsKnown = lineKindsKnown(lot);

  const edges = points.map((a, edge) => {
    const b = points[(edge + 1) % n] as Feet;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const direction = length > 0 ? { x: (b.x - a.x) / length, y: (b.y - a.y) / length } : ORIGIN;
    const inward = { x: -direction.y * inwardSign, y: direction.x * inwardSign };
    const setbackFt = lot.setbacksFt[edge] ?? 0;
    // The setback line: a point on it and its direction (that of the lot line).
    const offset = { x: a.x + inward.x * setbackFt, y: a.y + inward.y * setbackFt };
    return { a, b, length, direction, inward, setbackFt, offset };
  });

  // Where the setback lines of the lines meeting at corner i cross (the previous line's, then
  // this one's): the ends of the setback lines.
  const insetCorners = edges.map((current, i) => {
    const previous = edges[(i - 1 + n) % n] ?? current;
    return (
      crossing(previous.offset, previous.direction, current.offset, current.direction) ??
      current.offset
    );
  });

  return edges.map(({ a, b, length, direction, inward, setbackFt }, edge) => {
    const start = insetCorners[edge] as Feet;
    const end = insetCorners[(edge + 1) % n] as Feet;
    const keeps = (end.x - start.x) * direction.x + (end.y - start.y) * direction.y > 0;
    const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    return {
      edge,
      from: lot.corners[edge] as LonLat,
      to: lot.corners[(edge + 1) % n] as LonLat,
      lengthFt: length,
      kind: kindsKnown ? LINE_KIND_LABELS[lot.lineKinds[edge] ?? 'side'] : '',
      middle: toLonLat(middle),
      outside: toLonLat({ x: middle.x - inward.x, y: middle.y - inward.y }),
      setback: setbackFt > 0 && keeps ? [toLonLat(start), toLonLat(end)] : undefined,
    };
  });
}

const ORIGIN: Feet = { x: 0, y: 0 };

/** Twice the ring's signed area: positive when its corners run counter-clockwise. */
function signedArea(points: Feet[]): number {
  return points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length] as Feet;
    return sum + p.x * q.y - q.x * p.y;
  }, 0);
}

/** Where the line through `p` along `d` meets the line through `q` along `e`; none if parallel. */
function crossing(p: Feet, d: Feet, q: Feet, e: Feet): Feet | undefined {
  const denominator = d.x * e.y - d.y * e.x;
  if (Math.abs(denominator) < 1e-9) return undefined;
  const t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / denominator;
  return { x: p.x + d.x * t, y: p.y + d.y * t };
}
