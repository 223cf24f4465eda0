import * as Comlink from 'comlink';
import { fitStatusOf } from './fitStatus';
import type { GeometryWorkerApi } from './geometryApi';
import type { GeometryEngine } from './pkg/geom_wasm.js';

// The wasm bindings are loaded on first use and awaited inside every method. Importing them at
// the top would put a top-level await (the wasm ESM integration) before `expose`, and calls that
// arrive during that wait are silently lost.
let wasmModule: Promise<typeof import('./pkg/geom_wasm.js')> | undefined;
function geomWasm() {
  wasmModule ??= import('./pkg/geom_wasm.js');
  return wasmModule;
}

// One engine for the current lot, so a pointer move sends only a position and an angle.
let engine: GeometryEngine | undefined;

function currentEngine(): GeometryEngine {
  if (!engine) throw new Error('no lot has been set');
  return engine;
}

const api: GeometryWorkerApi = {
  async footprintLonLat(widthFt, lengthFt, angleDeg, lon, lat) {
    const wasm = await geomWasm();
    return wasm.footprintLonLat(widthFt, lengthFt, angleDeg, lon, lat);
  },

  async setLot({ lot, setbacksFt, frontEdge }) {
    const wasm = await geomWasm();
    // Build first: a lot the engine refuses keeps the previous one working.
    const next = new wasm.GeometryEngine(
      lot,
      setbacksFt,
      frontEdge,
      new Float64Array(),
      new Uint32Array(),
      new Float64Array(),
      [],
    );
    engine?.free();
    engine = next;
  },

  async check(lon, lat, angleDeg, widthFt, lengthFt) {
    await geomWasm();
    const result = currentEngine().check(lon, lat, angleDeg, widthFt, lengthFt);
    try {
      return {
        status: fitStatusOf(result.status),
        insideLot: result.insideLot,
        coveragePct: result.coveragePct,
        edgeDistancesFt: Array.from(result.edgeDistancesFt),
        edgeStatuses: Array.from(result.edgeStatuses, fitStatusOf),
        violations: result.violations,
        footprint: result.footprint,
      };
    } finally {
      result.free();
    }
  },

  async bestPlacement(widthFt, lengthFt, preferLon, preferLat) {
    await geomWasm();
    const found = currentEngine().bestPlacement(widthFt, lengthFt, preferLon, preferLat);
    if (!found) return null;
    return { lon: found[0] ?? preferLon, lat: found[1] ?? preferLat, angleDeg: found[2] ?? 0 };
  },
};

Comlink.expose(api);
