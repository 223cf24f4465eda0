import * as Comlink from 'comlink';
import type { FitReport, GeometryWorkerApi, Placement } from './geometryApi';
import { latestOnly } from './latestOnly';
import { ringFromFlat, type LonLat } from './ring';

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
 * Starts the worker and its wasm download once the browser is idle, so the first footprint
 * request does not pay for them. Safe to call more than once.
 */
export function prewarmGeometry(): void {
  const warm = () => {
    // Any cheap call makes the worker load the wasm module.
    void geometryWorker()
      .footprintLonLat(1, 1, 0, 0, 0)
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 200);
}

/**
 * Corners of a plan's footprint on the map, as a closed ring for GeoJSON. One request is in
 * flight at a time; a call replaced by a newer one before it ran resolves to `SUPERSEDED`.
 */
export const footprintRing = latestOnly(
  async (widthFt: number, lengthFt: number, angleDeg: number, center: LonLat) => {
    const flat = await geometryWorker().footprintLonLat(
      widthFt,
      lengthFt,
      angleDeg,
      center[0],
      center[1],
    );
    return ringFromFlat(flat);
  },
);

/**
 * Gives the worker the lot to check against. The worker handles messages in order, so every
 * check sent after this one sees the new lot.
 */
export function setGeometryLot(
  corners: LonLat[],
  setbacksFt: number[],
  frontEdge: number,
): Promise<void> {
  return geometryWorker().setLot({
    lot: new Float64Array(corners.flat()),
    setbacksFt: new Float64Array(setbacksFt),
    frontEdge,
  });
}

/** Fit of a plan at a placement; during a drag only the newest move is checked. */
export const checkFit = latestOnly(
  (placement: Placement, widthFt: number, lengthFt: number): Promise<FitReport> =>
    geometryWorker().check(placement.lon, placement.lat, placement.angleDeg, widthFt, lengthFt),
);

/** The roomiest legal placement of a plan on the current lot near `prefer`, or null. */
export function bestPlacement(
  widthFt: number,
  lengthFt: number,
  prefer: LonLat,
): Promise<Placement | null> {
  return geometryWorker().bestPlacement(widthFt, lengthFt, prefer[0], prefer[1]);
}
