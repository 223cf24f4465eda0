/** The property as the worker keeps it: flat `[lon, lat, …]` corners and one setback per edge. */
export interface SiteInput {
  lot: Float64Array;
  setbacksFt: Float64Array;
  /** The street-facing edge, or -1. */
  frontEdge: number;
  /** Every existing structure's corners, one after the other, flat `[lon, lat, …]`. */
  structures: Float64Array;
  /** How many corners each structure has, in order. */
  structureCorners: Uint32Array;
  /** The distance a new building must keep from each structure, feet. */
  separationsFt: Float64Array;
  /** Each structure's name as the violations should say it ("the main house"). */
  names: string[];
}

/** Fit status of a rule or of the whole placement. */
export type FitStatus = 'clear' | 'near' | 'violated';

/** Distance from the footprint to one existing structure, against its separation. */
export interface StructureClearance {
  /** The structure's position in the site's list. */
  index: number;
  distanceFt: number;
  status: FitStatus;
}

/** One fit check, as plain data (the wasm object itself cannot cross to the page). */
export interface FitReport {
  /** The angle checked: the one asked for, or the lot edge bearing it snapped to. */
  angleDeg: number;
  status: FitStatus;
  insideLot: boolean;
  coveragePct: number;
  /** Per lot edge (corner i → i+1): the footprint's distance to that line, in feet. */
  edgeDistancesFt: number[];
  edgeStatuses: FitStatus[];
  /** Structures near enough to matter (the others are clear by more than their separation). */
  structures: StructureClearance[];
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
  /** Replaces the lot and structures the worker checks against (rebuilds its engine). */
  setSite(input: SiteInput): Promise<void>;
  /**
   * Fit of a plan centred on `lon`/`lat` turned by `angleDeg`, against the current site; with
   * `snap`, the angle first snaps to a lot edge within 3°.
   */
  check(
    lon: number,
    lat: number,
    angleDeg: number,
    widthFt: number,
    lengthFt: number,
    snap: boolean,
  ): Promise<FitReport>;
  /** For each `[widthFt, lengthFt]` pair, whether that plan fits somewhere on the site. */
  fitting(sizesFt: Float64Array): Promise<boolean[]>;
  /**
   * The floor plan drawing rasterised with its footprint stretched over `widthPx` ×
   * `heightPx` (top row = back of the plan); labels are not drawn. With `inkOnly`, each pixel is
   * as opaque as it is dark, so the paper lets the map's footprint colour through.
   */
  rasterise(svg: string, widthPx: number, heightPx: number, inkOnly: boolean): Promise<ImageData>;
  /** The roomiest legal placement near `prefer`, or null when the plan fits nowhere. */
  bestPlacement(
    widthFt: number,
    lengthFt: number,
    preferLon: number,
    preferLat: number,
  ): Promise<Placement | null>;
}
