/** The property as the worker keeps it: flat `[lon, lat, …]` corners and one setback per edge. */
export interface LotInput {
  lot: Float64Array;
  setbacksFt: Float64Array;
  /** The street-facing edge, or -1. */
  frontEdge: number;
}

/** Fit status of a rule or of the whole placement. */
export type FitStatus = 'clear' | 'near' | 'violated';

/** One fit check, as plain data (the wasm object itself cannot cross to the page). */
export interface FitReport {
  status: FitStatus;
  insideLot: boolean;
  coveragePct: number;
  /** Per lot edge (corner i → i+1): the footprint's distance to that line, in feet. */
  edgeDistancesFt: number[];
  edgeStatuses: FitStatus[];
  /** Each broken rule in words. */
  violations: string[];
  /** `[lon0, lat0, …, lon3, lat3]` of the footprint. */
  footprint: Float64Array;
}

/** A placement: centre and bearing (clockwise from north). */
export interface Placement {
  lon: number;
  lat: number;
  angleDeg: number;
}

/** What the geometry worker offers the page (through comlink, so every call is async). */
export interface GeometryWorkerApi {
  /**
   * Corners `[lon0, lat0, …, lon3, lat3]` of a `widthFt` × `lengthFt` rectangle centred on
   * `lon`/`lat`: width along east and length along north, then turned clockwise by `angleDeg`.
   */
  footprintLonLat(
    widthFt: number,
    lengthFt: number,
    angleDeg: number,
    lon: number,
    lat: number,
  ): Promise<Float64Array>;
  /** Replaces the lot the worker checks against (rebuilds its engine). */
  setLot(input: LotInput): Promise<void>;
  /** Fit of a plan centred on `lon`/`lat` turned by `angleDeg`, against the current lot. */
  check(
    lon: number,
    lat: number,
    angleDeg: number,
    widthFt: number,
    lengthFt: number,
  ): Promise<FitReport>;
  /** The roomiest legal placement near `prefer`, or null when the plan fits nowhere. */
  bestPlacement(
    widthFt: number,
    lengthFt: number,
    preferLon: number,
    preferLat: number,
  ): Promise<Placement | null>;
}
