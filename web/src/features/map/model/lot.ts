import { LINE_KINDS, type LineKind } from '../../../geometry/lineKinds';
import type { LonLat } from '../../../geometry/ring';
import {
  closedRing,
  cornersCentre,
  MIN_CORNERS,
  polygonContains,
  withCornerInserted,
  withCornerMoved,
  withoutCorner,
} from './corners';

/**
 * The kind of a lot line, as zoning codes set setbacks by it: the front (facing the street),
 * the rear (opposite the front), a side, or a street side (a corner lot's second street).
 */
export { LINE_KINDS, type LineKind };

/** How the map and panels name each kind. */
export const LINE_KIND_LABELS: Record<LineKind, string> = {
  front: 'Front',
  side: 'Side',
  rear: 'Rear',
  streetSide: 'Street side',
};

/** The property: its corners in order, one setback and one line kind per edge (corner i → i+1). */
export interface Lot {
  corners: LonLat[];
  setbacksFt: number[];
  /**
   * Each line's kind: classified from the county's parcel and its street, or chosen by the
   * homeowner. A lot drawn by hand starts with every line a side and no front: the street is
   * not known until the homeowner marks it.
   */
  lineKinds: LineKind[];
  /** Which lines' kinds the homeowner chose: a new classification keeps them. */
  lineKindsChosen: boolean[];
  /**
   * The county's parcel the lot was taken from, kept through the homeowner's edits of its corners
   * and saved with it; none for a lot drawn by hand or read from a file.
   */
  parcel?: ParcelRef;
}

/** What the county records of the parcel a lot was taken from. */
export interface ParcelRef {
  /** The parcel number (APN). */
  apn: string;
  /** The zoning district; empty when the county records none. */
  zoning: string;
  situsAddress: string;
}

/** SPEC: every lot line keeps 4 ft unless the user says otherwise. */
export const DEFAULT_SETBACK_FT = 4;
/** A typical suburban lot: 60 ft of street frontage (east–west), 120 ft deep (north–south). */
export const STARTING_LOT_FT = { width: 60, depth: 120 };

const METRES_PER_FOOT = 0.3048;
/** WGS84: semi-major axis, metres, and first eccentricity squared. */
const WGS84_A = 6_378_137;
const WGS84_E2 = 6.694_379_990_141_316e-3;

/**
 * Degrees of longitude and latitude per foot at `lat`, from the WGS84 ellipsoid's radii of
 * curvature there, as the geometry crate's local projection (geom-wasm/src/projection.rs)
 * measures: a surveyed 130 ft line reads 130 ft, not the 130.5 a sphere of 111.32 km degrees
 * made of it at Austin's latitude. Exact to well under an inch across a lot.
 */
export function degreesPerFoot(lat: number): { lon: number; lat: number } {
  const phi = (lat * Math.PI) / 180;
  const w = 1 - WGS84_E2 * Math.sin(phi) ** 2;
  const meridional = (WGS84_A * (1 - WGS84_E2)) / w ** 1.5;
  const primeVertical = WGS84_A / Math.sqrt(w);
  const radiansPerDegree = Math.PI / 180;
  return {
    lon: METRES_PER_FOOT / (primeVertical * Math.cos(phi) * radiansPerDegree),
    lat: METRES_PER_FOOT / (meridional * radiansPerDegree),
  };
}

/** A point in feet east and north of a lot's centre. */
export interface Feet {
  x: number;
  y: number;
}

/**
 * The flat frame of a lot: positions in feet east and north of its corners' centre (exact enough
 * across one lot, the frame `startingLot` sizes lots in), and back.
 */
export function feetFrame(lot: Lot): {
  toFeet: (point: LonLat) => Feet;
  toLonLat: (feet: Feet) => LonLat;
} {
  const origin = cornersCentre(lot.corners);
  const per = degreesPerFoot(origin[1]);
  return {
    toFeet: ([lon, lat]) => ({ x: (lon - origin[0]) / per.lon, y: (lat - origin[1]) / per.lat }),
    toLonLat: ({ x, y }) => [origin[0] + x * per.lon, origin[1] + y * per.lat],
  };
}

/**
 * The starting lot around `center`: a north-up rectangle of the typical size, corners clockwise
 * from the south-west, each edge with the default setback. The south edge (index 3 → 0 is west)
 * is not guessed as the front: the user marks it.
 */
export function startingLot(center: LonLat): Lot {
  const per = degreesPerFoot(center[1]);
  const dx = (STARTING_LOT_FT.width / 2) * per.lon;
  const dy = (STARTING_LOT_FT.depth / 2) * per.lat;
  const [lon, lat] = center;
  return lotFromCorners([
    [lon - dx, lat - dy],
    [lon - dx, lat + dy],
    [lon + dx, lat + dy],
    [lon + dx, lat - dy],
  ]);
}

/** A lot of `corners` (drawn, or read from a file): every line with the default setback, no front. */
export function lotFromCorners(corners: LonLat[]): Lot {
  return {
    corners,
    setbacksFt: corners.map(() => DEFAULT_SETBACK_FT),
    lineKinds: corners.map(() => 'side'),
    lineKindsChosen: corners.map(() => false),
  };
}

/**
 * Whether the lot's line kinds say anything: a front was found or marked, or the homeowner
 * chose a kind. A drawn lot's lines are sides only by default, and are named by number.
 */
export function lineKindsKnown(lot: Lot): boolean {
  return lot.lineKinds.some((kind) => kind !== 'side') || lot.lineKindsChosen.some(Boolean);
}

/** The lot's corners as a closed GeoJSON ring. */
export function lotRing(lot: Lot): LonLat[] {
  return closedRing(lot.corners);
}

/** Whether `point` lies inside the lot (even–odd rule, so concave lots work too). */
export function lotContains(lot: Lot, point: LonLat): boolean {
  return polygonContains(lot.corners, point);
}

/** The lot with corner `index` moved to `point`. */
export function moveCorner(lot: Lot, index: number, point: LonLat): Lot {
  return { ...lot, corners: withCornerMoved(lot.corners, index, point) };
}

/** `values` with the value at `edge` doubled: both halves of a split line keep what it had. */
function split<T>(values: T[], edge: number, fallback: T): T[] {
  return [...values.slice(0, edge + 1), values[edge] ?? fallback, ...values.slice(edge + 1)];
}

/**
 * The lot with a new corner in the middle of edge `edge`. Both halves keep the edge's setback
 * and kind: splitting a line changes no rule.
 */
export function addCorner(lot: Lot, edge: number): Lot {
  return {
    ...lot,
    corners: withCornerInserted(lot.corners, edge),
    setbacksFt: split(lot.setbacksFt, edge, DEFAULT_SETBACK_FT),
    lineKinds: split(lot.lineKinds, edge, 'side'),
    lineKindsChosen: split(lot.lineKindsChosen, edge, false),
  };
}

/**
 * The lot without corner `index` (unchanged when only three are left). Its two edges merge into
 * one that keeps the setback and kind of the edge arriving at the corner; if either was the
 * front, the merged edge is.
 */
export function removeCorner(lot: Lot, index: number): Lot {
  const n = lot.corners.length;
  if (n <= MIN_CORNERS) return lot;
  const arriving = (index - 1 + n) % n;
  const merged: LineKind =
    lot.lineKinds[index] === 'front' ? 'front' : (lot.lineKinds[arriving] ?? 'side');
  const kept = <T>(values: T[]) => values.filter((_, i) => i !== index);
  const lineKinds = lot.lineKinds.map((kind, i) => (i === arriving ? merged : kind));
  return {
    ...lot,
    corners: withoutCorner(lot.corners, index),
    setbacksFt: kept(lot.setbacksFt),
    lineKinds: kept(lineKinds),
    lineKindsChosen: kept(lot.lineKindsChosen),
  };
}

/** The lot with edge `edge` keeping `feet` (negative or unreadable input counts as 0). */
export function setSetback(lot: Lot, edge: number, feet: number): Lot {
  const value = Number.isFinite(feet) && feet > 0 ? feet : 0;
  return { ...lot, setbacksFt: lot.setbacksFt.map((ft, i) => (i === edge ? value : ft)) };
}

/**
 * The lot with the homeowner's choice of `kind` for line `edge`; the geometry worker then
 * classifies the other lines around it (`classifyLotLines`).
 */
export function withLineKindChosen(lot: Lot, edge: number, kind: LineKind): Lot {
  return {
    ...lot,
    lineKinds: lot.lineKinds.map((k, i) => (i === edge ? kind : k)),
    lineKindsChosen: lot.lineKindsChosen.map((chosen, i) => chosen || i === edge),
  };
}

/** The line kind of `edge` as the panels say it, e.g. "front"; empty while kinds are unknown. */
export function lineKindName(lot: Lot, edge: number): string {
  const kind = lot.lineKinds[edge];
  return kind && lineKindsKnown(lot) ? LINE_KIND_LABELS[kind].toLowerCase() : '';
}

/** Whether two outlines have the same corners, in order, to within a hundredth of a foot. */
export function sameCorners(a: LonLat[], b: LonLat[]): boolean {
  if (a.length !== b.length) return false;
  const per = degreesPerFoot(a[0]?.[1] ?? 0);
  return a.every((corner, i) => {
    const other = b[i] as LonLat;
    return (
      Math.abs(corner[0] - other[0]) / per.lon < 0.01 &&
      Math.abs(corner[1] - other[1]) / per.lat < 0.01
    );
  });
}

/** The average of the corners: where a plan goes when no legal spot is known. */
export function lotCentre(lot: Lot): LonLat {
  return cornersCentre(lot.corners);
}
