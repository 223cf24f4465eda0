import type { BuildableArea, FitReport, Resolved } from './fitReport';

// One fit check is declared once, in Rust (geom-wasm's report.rs); fitReport.ts is generated from
// it, and the Rust tests fail while the two differ.
export type {
  Applied as AppliedRule,
  BuildableArea,
  Figure as RuleFigure,
  FitReport,
  Resolved as AppliedRules,
  RuleCheck,
  Status as FitStatus,
  StructureDistance,
} from './fitReport';

/** The property as the worker keeps it: flat `[lon, lat, …]` corners and one setback per edge. */
export interface SiteInput {
  lot: Float64Array;
  setbacksFt: Float64Array;
  /**
   * Each edge's kind as geom-wasm's codes (0 front, 1 side, 2 rear, 3 street side); empty when
   * the kinds are not known (lines are then named by number).
   */
  lineKinds: Uint8Array;
  /** Every existing structure's corners, one after the other, flat `[lon, lat, …]`. */
  structures: Float64Array;
  /** How many corners each structure has, in order. */
  structureCorners: Uint32Array;
  /** The distance a new building must keep from each structure, feet. */
  separationsFt: Float64Array;
  /** Each structure's name as the violations should say it ("the main house"). */
  names: string[];
  /**
   * The rule sets of the lot's areas as the API's `localRules` gives them (each one's
   * `geometryJson`), as one JSON list; `[]` when none apply.
   */
  rulesJson: string;
  /** The lot's zoning district; empty when unknown. */
  zoning: string;
}

/**
 * What the local rules need to know of a plan: `[kind, livingAreaSqft, bedrooms, heightFt]`,
 * kind 0 detached ADU, 1 house, 2 shed; the height NaN when the plan does not say.
 */
export type BuildingFacts = [number, number, number, number];

/** A placement: centre and bearing (clockwise from north). */
export interface Placement {
  lon: number;
  lat: number;
  angleDeg: number;
}

/** What the geometry worker offers the page (through comlink, so every call is async). */
export interface GeometryWorkerApi {
  /**
   * Resolves once the wasm module is loaded, so the first real request does not wait for its
   * download and compilation.
   */
  ready(): Promise<void>;
  /**
   * Replaces the lot, structures and local rules the worker checks against (rebuilds its
   * engine); the building set last is held to the new rules.
   */
  setSite(input: SiteInput): Promise<void>;
  /**
   * Holds the plan being placed to the local rules from now on (every check and "Where does it
   * fit"): the figures that hold for it, each with its rule, source and area (empty when none
   * apply). The report's `rules` refer to them by position.
   */
  setBuilding(building: BuildingFacts): Promise<Resolved>;
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
  /**
   * Where a `widthFt` × `lengthFt` plan turned by `angleDeg` may stand on the current site, held
   * to the building set last: the room the setbacks and separations leave, and the region its
   * centre may move in at that angle.
   */
  buildable(widthFt: number, lengthFt: number, angleDeg: number): Promise<BuildableArea>;
  /**
   * For each `[widthFt, lengthFt]` pair, whether that plan fits somewhere on the site; with
   * `buildings` (four numbers per plan, as `BuildingFacts`), each held to the local rules.
   */
  fitting(sizesFt: Float64Array, buildings: Float64Array): Promise<boolean[]>;
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
  /**
   * The kind of each line of the lot `lot` (flat `[lon, lat, …]`) as geom-wasm's codes (0 front,
   * 1 side, 2 rear, 3 street side): the front is the street-facing line nearest `address`
   * (`[lon, lat]` or empty); `facesStreet` per edge is 1, 0 or -1 (unknown), or empty;
   * `overrides` per edge is a code the homeowner chose or -1, or empty. Needs no site.
   */
  classifyLines(
    lot: Float64Array,
    address: Float64Array,
    facesStreet: Int8Array,
    overrides: Int8Array,
  ): Promise<number[]>;
  /**
   * The warnings for a site visit's map answer of `shape` (single, multiple, line, polygon)
   * through `points` on the lot `lot` (both flat `[lon, lat, …]`), worded with the question's
   * `title` — the same check the API stores with the answer. Needs no site.
   */
  checkMapAnswer(
    shape: string,
    title: string,
    points: Float64Array,
    lot: Float64Array,
  ): Promise<string[]>;
}
