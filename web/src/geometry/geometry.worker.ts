import * as Comlink from 'comlink';
import type {
  AppliedRules,
  BuildableArea,
  BuildingFacts,
  FitReport,
  GeometryWorkerApi,
} from './geometryApi';
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
// The plan being placed, held again to the rules of every new engine.
let building: BuildingFacts | undefined;

function currentEngine(): GeometryEngine {
  if (!engine) throw new Error('no lot has been set');
  return engine;
}

const api: GeometryWorkerApi = {
  async ready() {
    await geomWasm();
  },

  async setSite(site) {
    const wasm = await geomWasm();
    // Build first: a site the engine refuses keeps the previous one working.
    const next = new wasm.GeometryEngine(
      site.lot,
      site.setbacksFt,
      site.lineKinds,
      site.structures,
      site.structureCorners,
      site.separationsFt,
      site.names,
    );
    try {
      next.setRules(site.rulesJson, site.zoning);
      if (building) next.setBuilding(...building);
    } catch (error) {
      next.free();
      throw error;
    }
    engine?.free();
    engine = next;
  },

  async setBuilding(facts) {
    await geomWasm();
    building = facts;
    return currentEngine().setBuilding(...facts) as AppliedRules;
  },

  async check(lon, lat, angleDeg, widthFt, lengthFt, snap) {
    await geomWasm();
    // A plain object made from the Rust `FitReport` that fitReport.ts is generated from (the
    // bindings can only call it `any`); it crosses to the page as it is.
    return currentEngine().check(lon, lat, angleDeg, widthFt, lengthFt, snap) as FitReport;
  },

  async buildable(widthFt, lengthFt, angleDeg) {
    await geomWasm();
    // A plain object made from the Rust `BuildableArea` of fitReport.ts, as `check`'s report is.
    return currentEngine().buildable(widthFt, lengthFt, angleDeg) as BuildableArea;
  },

  async fitting(sizesFt, buildings) {
    await geomWasm();
    return Array.from(currentEngine().fitting(sizesFt, buildings), (fits) => fits === 1);
  },

  async rasterise(svg, widthPx, heightPx, inkOnly) {
    const wasm = await geomWasm();
    const bytes = wasm.rasteriseSvg(svg, widthPx, heightPx, inkOnly);
    // wasm-bindgen copies the pixels out of wasm memory into a buffer of their own.
    const pixels = new Uint8ClampedArray(
      bytes.buffer as ArrayBuffer,
      bytes.byteOffset,
      bytes.length,
    );
    const image = new ImageData(pixels, widthPx, heightPx);
    // Hand the pixels over instead of copying them: a large plan is megabytes.
    return Comlink.transfer(image, [pixels.buffer]);
  },

  async bestPlacement(widthFt, lengthFt, preferLon, preferLat) {
    await geomWasm();
    const found = currentEngine().bestPlacement(widthFt, lengthFt, preferLon, preferLat);
    if (!found) return null;
    return { lon: found[0] ?? preferLon, lat: found[1] ?? preferLat, angleDeg: found[2] ?? 0 };
  },

  async classifyLines(lot, address, facesStreet, overrides) {
    const wasm = await geomWasm();
    return Array.from(wasm.classifyLines(lot, address, facesStreet, overrides));
  },

  async checkMapAnswer(shape, title, points, lot) {
    const wasm = await geomWasm();
    return wasm.checkMapAnswer(shape, title, points, lot);
  },
};

Comlink.expose(api);
