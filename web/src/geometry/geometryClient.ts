import * as Comlink from 'comlink';
import type {
  AppliedRules,
  BuildableArea,
  BuildingFacts,
  FitReport,
  GeometryWorkerApi,
  Placement,
} from './geometryApi';
import { latestOnly } from './latestOnly';
import type { LonLat } from './ring';
import { LINE_KINDS, lineKindCode, type LineKind } from './lineKinds';

let worker: Comlink.Remote<GeometryWorkerApi> | undefined;

/** The geometry worker, started on first use (never during the first paint). */
function geometryWorker(): Comlink.Remote<GeometryWorkerApi> {
  worker ??= Comlink.wrap<GeometryWorkerApi>(
    new Worker(new URL('./geometry.worker.ts', import.meta.url), {
      type: 'module',
      name: 'geometry',
    }),
  );
  return worker;
}

/**
 * Starts the worker and its wasm download once the browser is idle, so the first fit check
 * does not pay for them. Safe to call more than once.
 */
export function prewarmGeometry(): void {
  const warm = () => {
    void geometryWorker()
      .ready()
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 200);
}

/** An existing building on the lot, as the fit checks see it. */
export interface SiteStructure {
  /** How the violations name it, e.g. "main house" → "Too close to the main house: …". */
  name: string;
  corners: LonLat[];
  separationFt: number;
}

/** The property the plan is checked against. */
export interface GeometrySite {
  lot: LonLat[];
  setbacksFt: number[];
  /** Each edge's kind, or empty when the kinds are not known (lines are named by number). */
  lineKinds: LineKind[];
  structures: SiteStructure[];
  /** The rule sets of the lot's areas, each as the API's `geometryJson`; empty when none. */
  ruleSets: string[];
  /** The lot's zoning district; empty when unknown. */
  zoning: string;
}

/**
 * Gives the worker the site to check against. The worker handles messages in order, so every
 * check sent after this one sees the new site; a site it refuses rejects and keeps the old one.
 */
export function setGeometrySite(site: GeometrySite): Promise<void> {
  return geometryWorker().setSite({
    lot: new Float64Array(site.lot.flat()),
    setbacksFt: new Float64Array(site.setbacksFt),
    lineKinds: new Uint8Array(site.lineKinds.map(lineKindCode)),
    structures: new Float64Array(site.structures.flatMap((s) => s.corners.flat())),
    structureCorners: new Uint32Array(site.structures.map((s) => s.corners.length)),
    separationsFt: new Float64Array(site.structures.map((s) => s.separationFt)),
    names: site.structures.map((s) => s.name),
    rulesJson: `[${site.ruleSets.join(',')}]`,
    zoning: site.zoning,
  });
}

/**
 * Holds the plan being placed to the site's local rules (the worker keeps it for every new
 * site): the figures that hold for it, each with its rule and source.
 */
export function setGeometryBuilding(building: BuildingFacts): Promise<AppliedRules> {
  return geometryWorker().setBuilding(building);
}

/**
 * Fit of a plan at a placement; during a drag only the newest move is checked. While the user
 * turns the plan, pass `snapRotation` and keep the report's `angleDeg`: near a lot edge's
 * bearing (within 3°) the plan lines up with it exactly.
 */
export const checkFit = latestOnly(
  (
    placement: Placement,
    widthFt: number,
    lengthFt: number,
    snapRotation?: boolean,
  ): Promise<FitReport> =>
    geometryWorker().check(
      placement.lon,
      placement.lat,
      placement.angleDeg,
      widthFt,
      lengthFt,
      snapRotation ?? false,
    ),
);

/**
 * Where a plan of `widthFt` × `lengthFt` turned by `angleDeg` may stand on the current site, held
 * to the building set last. While the plan is being turned only the newest angle is worked out:
 * the regions of the angles it has turned past are no longer wanted.
 */
export const buildableArea = latestOnly(
  (widthFt: number, lengthFt: number, angleDeg: number): Promise<BuildableArea> =>
    geometryWorker().buildable(widthFt, lengthFt, angleDeg),
);

/**
 * The ids of the plans that have a valid placement somewhere on the current site, each held to
 * the local rules when it comes with its `building` facts (all or none do).
 */
export async function fittingPlans(
  plans: { id: string; widthFt: number; lengthFt: number; building?: BuildingFacts }[],
): Promise<string[]> {
  const sizes = new Float64Array(plans.flatMap((p) => [p.widthFt, p.lengthFt]));
  const held = plans.every((p) => p.building !== undefined);
  const buildings = new Float64Array(held ? plans.flatMap((p) => p.building ?? []) : []);
  const fits = await geometryWorker().fitting(sizes, buildings);
  return plans.filter((_, i) => fits[i]).map((p) => p.id);
}

/**
 * A plan's floor-plan drawing as pixels for the map, rendered by resvg in the worker: the
 * footprint fills the image, top row at the back of the plan: its top-left corner belongs on
 * the footprint's back-left corner (see `drawingTransform` in the map's plan overlay).
 * `inkOnly` keeps the walls and lines and lets the paper through (see the worker API).
 */
export function rasterisePlan(
  svg: string,
  widthPx: number,
  heightPx: number,
  inkOnly: boolean,
): Promise<ImageData> {
  return geometryWorker().rasterise(svg, widthPx, heightPx, inkOnly);
}

/** The roomiest legal placement of a plan on the current lot near `prefer`, or null. */
export function bestPlacement(
  widthFt: number,
  lengthFt: number,
  prefer: LonLat,
): Promise<Placement | null> {
  return geometryWorker().bestPlacement(widthFt, lengthFt, prefer[0], prefer[1]);
}

/**
 * What is wrong with a site visit's map answer as drawn (a meter outside the lot, a driveway that
 * reaches no lot line, an outline that crosses itself), in the words the API stores with it.
 */
export function checkMapAnswer(
  shape: string,
  title: string,
  points: LonLat[],
  lot: LonLat[],
): Promise<string[]> {
  return geometryWorker().checkMapAnswer(
    shape,
    title,
    new Float64Array(points.flat()),
    new Float64Array(lot.flat()),
  );
}

/**
 * The lot's line kinds around the homeowner's choices: each line the homeowner `chosen` keeps
 * its kind, and the others are classified from whether they face a street (as the current kinds
 * say: a front or street side does) — so marking another line the front puts the rear opposite it.
 */
export async function classifyLotLines(
  corners: LonLat[],
  kinds: LineKind[],
  chosen: boolean[],
): Promise<LineKind[]> {
  const facesStreet = kinds.map((kind) => (kind === 'front' || kind === 'streetSide' ? 1 : 0));
  const overrides = kinds.map((kind, edge) => (chosen[edge] ? lineKindCode(kind) : -1));
  const codes = await geometryWorker().classifyLines(
    new Float64Array(corners.flat()),
    new Float64Array(),
    new Int8Array(facesStreet),
    new Int8Array(overrides),
  );
  return codes.map((code) => LINE_KINDS[code] ?? 'side');
}
