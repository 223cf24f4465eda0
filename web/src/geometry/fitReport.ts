// Generated from geom-wasm's `FitReport` (report.rs) by `UPDATE_TS=1 cargo test -p geom-wasm`;
// do not edit: `cargo test` fails while this file differs from the Rust types.

/**
 * How a rule, or the whole placement, stands; the worst is the greatest. Crosses to the
 * browser as its lowercase name (the page's `FitStatus`).
 */
export type Status = 'clear' | 'near' | 'violated';

/**
 * Distance from the footprint to one existing structure, against its separation.
 */
export interface StructureDistance {
  /**
   * The structure's position in the site's list.
   */
  index: number;
  /**
   * 0 when the footprint overlaps it.
   */
  distanceFt: number;
  status: Status;
}

/**
 * One figure of a placement held to its rule.
 */
export interface RuleCheck {
  /**
   * The position of its rule in [`Resolved::applied`].
   */
  rule: number;
  /**
   * The placement's figure: the least distance to lines of that kind or to a building, the
   * footprint or living area, the coverage percent, the height.
   */
  actual: number;
  status: Status;
  /**
   * The coverage limit does not apply: the building is small enough to be exempt.
   */
  exempt: boolean;
}

/**
 * One fit check, ready for the map.
 */
export interface FitReport {
  /**
   * The angle checked: the one asked for, or the lot edge bearing it snapped to.
   */
  angleDeg: number;
  /**
   * The whole placement: the worst of every rule below.
   */
  status: Status;
  /**
   * The placement under the local rules in plain words ("Fits the detached ADU rules of
   * Pleasanton, CA."); empty when no local rule applies.
   */
  verdict: string;
  insideLot: boolean;
  /**
   * Footprint plus existing structures over the lot area, percent.
   */
  coveragePct: number;
  /**
   * Per lot edge (corner i → i+1): the footprint's distance to that line, in feet.
   */
  edgeDistancesFt: number[];
  edgeStatuses: Status[];
  /**
   * Per lot edge: the setback it was held to, feet — the local rule's for its kind of line
   * where one applies, else the homeowner's.
   */
  edgeSetbacksFt: number[];
  /**
   * Per lot edge: how far the footprint reaches past that line when it crosses it, in feet
   * (0 for a line it does not cross).
   */
  edgePastFt: number[];
  /**
   * Every existing structure, in the site's order, with its distance: far ones too.
   */
  structures: StructureDistance[];
  /**
   * Each broken rule in words, naming the local rule it comes from where one applies.
   */
  violations: string[];
  /**
   * The placement held to each local rule that applies (empty when none do); `rule` is the
   * position of the rule in the list `setBuilding` answered.
   */
  rules: RuleCheck[];
  /**
   * `[lon0, lat0, …, lon3, lat3]` of the footprint.
   */
  footprint: Float64Array;
}

/**
 * Where the plan may stand, for the map's shading: regions as polygons, each a list of rings
 * (the outline, then its holes), each ring `[lon0, lat0, lon1, lat1, …]` without repeating its
 * first corner.
 */
export interface BuildableArea {
  /**
   * The angle the centre region is for.
   */
  angleDeg: number;
  /**
   * The lot shrunk by each edge's setback, minus each structure grown by its separation.
   */
  room: number[][][];
  roomSqft: number;
  /**
   * Where the plan's centre may move at this angle with every rule kept, the local rules
   * included; empty when no spot works at this angle (or the rules refuse its size).
   */
  centre: number[][][];
  centreSqft: number;
}

/**
 * A figure the rules set for a placement.
 */
export type Figure =
  | 'frontSetback'
  | 'sideSetback'
  | 'rearSetback'
  | 'streetSideSetback'
  | 'separation'
  | 'footprint'
  | 'livingArea'
  | 'coverage'
  | 'coverageExemption'
  | 'height';

/**
 * The local figure a broader area's limit set aside.
 */
export interface SetAside {
  value: number;
  area: string;
  citation: string;
}

/**
 * The figure that holds for one [`Figure`], and whose it is.
 */
export interface Applied {
  figure: Figure;
  /**
   * The figure in a homeowner's words ("Side setback") and its unit (`ft`, `sq ft`, `%`).
   */
  label: string;
  unit: string;
  /**
   * A least distance ("at least 4 ft"), not a greatest size ("at most 850 sq ft").
   */
  minimum: boolean;
  value: number;
  citation: string;
  url: string;
  /**
   * The area whose rule (or limit on local rules) this is.
   */
  area: string;
  ruleSetId: string;
  version: number;
  /**
   * Example data to verify with the city.
   */
  example: boolean;
  /**
   * A stricter local figure that the broader area's limit replaced.
   */
  setAside?: SetAside;
}

/**
 * The figures that hold for one building on one lot.
 */
export interface Resolved {
  /**
   * In [`Figure::ALL`]'s order; a figure no rule sets is absent.
   */
  applied: Applied[];
  /**
   * The most specific area whose rules apply ("Pleasanton, CA"); empty when none do.
   */
  area: string;
}
