// The same lot-fit check done two ways in one worker: geom-wasm's engine (what the app's
// geometry worker calls on every pointer move) and @turf/turf (the usual JavaScript choice).
// Both get the site once and then only a footprint per check; both compute: inside the lot,
// distance to each lot line, overlap with and distance to each structure, lot coverage.
/* global turf */
importScripts('/turf/turf.min.js');

const ORIGIN = [-97.75, 30.27];
const FEET_PER_DEG_LAT = 364_000;
const feetPerDegLon = FEET_PER_DEG_LAT * Math.cos((ORIGIN[1] * Math.PI) / 180);
const toLonLat = ([x, y]) => [ORIGIN[0] + x / feetPerDegLon, ORIGIN[1] + y / FEET_PER_DEG_LAT];
const ring = (points) => points.map(toLonLat);
const closed = (r) => [...r, r[0]];

// A 10-corner L-shaped lot (a corner lot with a notch), its main house and garage, in feet.
const LOT = ring([[0, 0], [70, 0], [70, 60], [90, 60], [90, 140], [40, 140], [40, 120], [10, 120], [10, 80], [0, 80]]);
const SETBACKS = [20, 5, 5, 5, 5, 5, 5, 5, 5, 5];
const STRUCTURES = [
  { name: 'main house', corners: ring([[10, 25], [60, 25], [60, 65], [10, 65]]), separationFt: 6 },
  { name: 'garage', corners: ring([[72, 70], [86, 70], [86, 92], [72, 92]]), separationFt: 6 },
];
const WIDTH_FT = 20;
const LENGTH_FT = 24;

/** A drag path: 2,000 centres sweeping the back of the lot while the plan turns. */
function path(count) {
  return Array.from({ length: count }, (_, i) => {
    const t = i / count;
    return { at: toLonLat([15 + 60 * t, 75 + 50 * Math.abs(Math.sin(t * 6))]), angle: (t * 90) % 360 };
  });
}

/** Corners of the footprint, as the app draws it (the turf side needs them; wasm makes its own). */
function footprint([lon, lat], angleDeg) {
  const [cx, cy] = [(lon - ORIGIN[0]) * feetPerDegLon, (lat - ORIGIN[1]) * FEET_PER_DEG_LAT];
  const a = (angleDeg * Math.PI) / 180;
  const [s, c] = [Math.sin(a), Math.cos(a)];
  const [hw, hl] = [WIDTH_FT / 2, LENGTH_FT / 2];
  return [[-hw, -hl], [hw, -hl], [hw, hl], [-hw, hl]].map(([x, y]) =>
    toLonLat([cx + x * c + y * s, cy - x * s + y * c]),
  );
}

function turfSite() {
  const lot = turf.polygon([closed(LOT)]);
  const edges = LOT.map((p, i) => turf.lineString([p, LOT[(i + 1) % LOT.length]]));
  const structures = STRUCTURES.map((s) => {
    const polygon = turf.polygon([closed(s.corners)]);
    return { polygon, outline: turf.polygonToLine(polygon), corners: s.corners, separationFt: s.separationFt };
  });
  const structuresArea = structures.reduce((sum, s) => sum + turf.area(s.polygon), 0);
  return { lot, edges, structures, lotArea: turf.area(lot), structuresArea };
}

/** Smallest distance between a footprint and a polyline, feet: vertex-to-line both ways. */
function distanceFt(corners, footprintLine, lineCorners, line) {
  let d = Infinity;
  for (const c of corners) d = Math.min(d, turf.pointToLineDistance(c, line, { units: 'feet' }));
  for (const c of lineCorners) d = Math.min(d, turf.pointToLineDistance(c, footprintLine, { units: 'feet' }));
  return d;
}

function turfCheck(site, corners) {
  const polygon = turf.polygon([closed(corners)]);
  const outline = turf.polygonToLine(polygon);
  const insideLot = turf.booleanWithin(polygon, site.lot);
  const edgeDistances = site.edges.map((edge) =>
    insideLot ? distanceFt(corners, outline, edge.geometry.coordinates, edge) : 0,
  );
  const structures = site.structures.map((s) => {
    const overlaps = turf.booleanIntersects(polygon, s.polygon);
    return { overlaps, distance: overlaps ? 0 : distanceFt(corners, outline, s.corners, s.outline) };
  });
  const coveragePct = ((turf.area(polygon) + site.structuresArea) / site.lotArea) * 100;
  const violated =
    !insideLot ||
    edgeDistances.some((d, i) => d < SETBACKS[i]) ||
    structures.some((s, i) => s.overlaps || s.distance < STRUCTURES[i].separationFt);
  return { insideLot, violated, coveragePct };
}

function timePerCheckUs(run, moves, rounds) {
  for (const m of moves.slice(0, 200)) run(m); // warm up the JIT
  const start = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const m of moves) run(m);
  return ((performance.now() - start) * 1000) / (rounds * moves.length);
}

(async () => {
  const wasm = await import('/pkg/geom_wasm.js');
  await wasm.default();
  const engine = new wasm.GeometryEngine(
    new Float64Array(LOT.flat()),
    new Float64Array(SETBACKS),
    0,
    new Float64Array(STRUCTURES.flatMap((s) => s.corners.flat())),
    new Uint32Array(STRUCTURES.map((s) => s.corners.length)),
    new Float64Array(STRUCTURES.map((s) => s.separationFt)),
    STRUCTURES.map((s) => s.name),
  );
  const site = turfSite();
  const moves = path(2000).map((m) => ({ ...m, corners: footprint(m.at, m.angle) }));

  // Same answers first: a comparison of two different computations would mean nothing.
  let agree = 0;
  for (const m of moves) {
    const ours = engine.check(m.at[0], m.at[1], m.angle, WIDTH_FT, LENGTH_FT, false);
    const theirs = turfCheck(site, m.corners);
    if (ours.insideLot === theirs.insideLot && (ours.status === 'violated') === theirs.violated) agree += 1;
  }

  const wasmUs = timePerCheckUs(
    // What the app's worker does per move: the report comes back as the plain object it posts.
    (m) => engine.check(m.at[0], m.at[1], m.angle, WIDTH_FT, LENGTH_FT, false),
    moves,
    5,
  );
  const turfUs = timePerCheckUs((m) => turfCheck(site, m.corners), moves, 1);
  postMessage({ checks: moves.length, agree, wasmUs, turfUs });
})().catch((error) => postMessage({ error: String(error) }));
