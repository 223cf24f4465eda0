import * as Comlink from 'comlink';
import type { GeometryWorkerApi } from './geometryApi';
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
