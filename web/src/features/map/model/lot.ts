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

/** The property: its corners in order, one setback per edge (corner i → i+1) and the front edge. */
export interface Lot {
  corners: LonLat[];
  setbacksFt: number[];
  /** Index of the street-facing edge, or -1 when none is marked. */
  frontEdge: number;
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
  return { corners, setbacksFt: corners.map(() => DEFAULT_SETBACK_FT), frontEdge: -1 };
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

/**
 * The lot with a new corner in the middle of edge `edge`. Both halves keep the edge's setback,
 * and a front edge stays the front (its first half): splitting a line changes no rule.
 */
export function addCorner(lot: Lot, edge: number): Lot {
  const corners = withCornerInserted(lot.corners, edge);
  const setback = lot.setbacksFt[edge] ?? DEFAULT_SETBACK_FT;
  const setbacksFt = [
    ...lot.setbacksFt.slice(0, edge + 1),
    setback,
    ...lot.setbacksFt.slice(edge + 1),
  ];
  const frontEdge = lot.frontEdge > edge ? lot.frontEdge + 1 : lot.frontEdge;
  return { ...lot, corners, setbacksFt, frontEdge };
}

/**
 * The lot without corner `index` (unchanged when only three are left). Its two edges merge into
 * one that keeps the setback of the edge arriving at the corner; if either was the front, the
 * merged edge is.
 */
export function removeCorner(lot: Lot, index: number): Lot {
  const n = lot.corners.length;
  if (n <= MIN_CORNERS) return lot;
  const corners = withoutCorner(lot.corners, index);
  const setbacksFt = lot.setbacksFt.filter((_, i) => i !== index);
  let frontEdge = lot.frontEdge;
  if (frontEdge === index) frontEdge = (index - 1 + n) % n;
  if (frontEdge > index) frontEdge -= 1;
  return { ...lot, corners, setbacksFt, frontEdge };
}

/** The lot with edge `edge` keeping `feet` (negative or unreadable input counts as 0). */
export function setSetback(lot: Lot, edge: number, feet: number): Lot {
  const value = Number.isFinite(feet) && feet > 0 ? feet : 0;
  return { ...lot, setbacksFt: lot.setbacksFt.map((ft, i) => (i === edge ? value : ft)) };
}

/** The lot with `edge` as the street-facing front, or no front for -1. */
export function setFrontEdge(lot: Lot, edge: number): Lot {
  return { ...lot, frontEdge: edge };
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
