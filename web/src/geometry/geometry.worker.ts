import * as Comlink from 'comlink';
import type { GeometryWorkerApi } from './geometryApi';

// The wasm bindings are loaded on first use and awaited inside every method. Importing them at
// the top would put a top-level await (the wasm ESM integration) before `expose`, and calls that
// arrive during that wait are silently lost.
let wasmModule: Promise<typeof import('./pkg/geom_wasm.js')> | undefined;
function geomWasm() {
  wasmModule ??= import('./pkg/geom_wasm.js');
  return wasmModule;
}

const api: GeometryWorkerApi = {
  async footprintLonLat(widthFt, lengthFt, angleDeg, lon, lat) {
    const wasm = await geomWasm();
    return wasm.footprintLonLat(widthFt, lengthFt, angleDeg, lon, lat);
  },
};

Comlink.expose(api);
