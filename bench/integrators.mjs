// The integrators' fit check (`POST /api/v1/fit-check`; its budget: ≥ 5,000 checks/s on one
// core for a 20-corner lot with 3 structures) on the shipped build and the SQLite demo database:
// the API pinned to one core, the load generator (this process, autocannon) to the other(s).
// Three requests, each measured on its own: the smallest home plan at a given position, the same
// with `best: true` (the server searches for the roomiest position), and the given position under
// the demo's example local rules of Pleasanton, CA. Prints requests a second, median and p99
// latency and the answers that were not 200; it asserts no timing.
//
//   BENCH_SECONDS (10), BENCH_PORT (4892), API_BIN (target/dist/api).
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { percentile, startApp } from './app.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4892);
/**
 * Connections a scenario keeps busy: 32 saturate one core with checks at a position; the server
 * runs one search for a best position per core at a time, each within 2 s of its arrival or 503,
 * so for `best` two (one searching, one waiting) keep the core busy and more would only queue.
 */
const connections = { given: 32, best: 2 };
const warmUp = 2;
const budget = 5000;

/** A point near downtown Pleasanton, CA: the lot's first front corner. */
const origin = { lon: -121.8747, lat: 37.6624 };

/** Local feet (x east, y north of `origin`) → [lon, lat] on the WGS 84 ellipsoid. */
function lonLat([x, y]) {
  const [a, e2] = [6378137, 0.00669437999014];
  const phi = (origin.lat * Math.PI) / 180;
  const s = 1 - e2 * Math.sin(phi) ** 2;
  const m = (a * (1 - e2)) / s ** 1.5;
  const n = a / Math.sqrt(s);
  return [
    origin.lon + (((x * 0.3048) / (n * Math.cos(phi))) * 180) / Math.PI,
    origin.lat + (((y * 0.3048) / m) * 180) / Math.PI,
  ];
}

/** A closed GeoJSON Polygon of corners in local feet. */
function polygon(corners) {
  const ring = corners.map(lonLat);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

function rectangle(x0, y0, x1, y1) {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/**
 * A suburban lot of 20 corners, about 80 × 140 ft: its street frontage curves out towards the
 * street in 10 edges (a parabola sagging 6 ft), the right side steps out 6 ft halfway back, the
 * rear line has a bend, and the left side has a 6 ft jog along a neighbour's fence. Corners run
 * counter-clockwise from the front's left end.
 */
const frontage = Array.from({ length: 11 }, (_, i) => {
  const x = i * 8;
  return [x, -6 * (1 - ((x - 40) / 40) ** 2)];
});
const lotCorners = [
  ...frontage,
  [80, 70],
  [86, 70],
  [86, 140],
  [40, 144],
  [0, 140],
  [0, 100],
  [-6, 100],
  [-6, 55],
  [0, 55],
];
/** The edges' kinds, for the local rules: the 10 frontage edges, then the sides and rear. */
const lineKinds = [
  ...Array(10).fill('front'),
  ...Array(3).fill('side'),
  'rear',
  'rear',
  ...Array(5).fill('side'),
];

/** Area of a ring in local feet (shoelace). */
function area(corners) {
  let twice = 0;
  corners.forEach(([x0, y0], i) => {
    const [x1, y1] = corners[(i + 1) % corners.length];
    twice += x0 * y1 - x1 * y0;
  });
  return Math.abs(twice) / 2;
}

/** The house near the street, a detached garage beside it, a shed in the back corner. */
const structures = [
  { name: 'Main house', kind: 'house', footprint: polygon(rectangle(10, 22, 52, 60)) },
  { name: 'Garage', kind: 'garage', footprint: polygon(rectangle(56, 14, 78, 38)) },
  { name: 'Shed', kind: 'shed', footprint: polygon(rectangle(72, 124, 82, 132)) },
].map((s) => ({ ...s, separationFt: 6 }));

/**
 * The back yard clear of every setback (5 ft) and separation (6 ft): x 5–66 ft, y 66–118 ft. The
 * given position is its middle, the plan as drawn (length north–south).
 */
const yardCentre = [35.5, 92];

/** Pins every thread of process `pid` to `cores` ("0", "1-3"); false when taskset cannot. */
function pin(pid, cores) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs a GraphQL operation as the session `cookie` (when given), from the app's own origin. */
async function graphql(base, query, variables = {}, cookie) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return { response, data: body.data };
}

/** Signs in as the demo admin: the session cookie. */
async function adminCookie(base) {
  const { response } = await graphql(
    base,
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { name } }',
    { email: 'admin@homeplot.local', password: 'Admin-demo-2025' },
  );
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A new API key at the highest rate a key may have (600,000 requests a minute). */
async function apiKey(base, cookie, name) {
  const { data } = await graphql(
    base,
    'mutation ($name: String!) { createApiKey(input: { name: $name, perMinute: 600000 }) { secret } }',
    { name },
    cookie,
  );
  return data.createApiKey.secret;
}

/** The catalogue's home plan with the smallest footprint. */
async function smallestHome(base, key) {
  const response = await fetch(`${base}/api/v1/plans?type=house&pageSize=100`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (!response.ok)
    throw new Error(`GET /api/v1/plans: ${response.status} ${await response.text()}`);
  const { items } = await response.json();
  const footprint = (p) => p.meta.width * p.meta.length;
  return items.reduce((a, b) => (footprint(b) < footprint(a) ? b : a));
}

/** One fit check alone: its status, JSON and time (ms). */
async function fitCheck(base, key, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/fit-check`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body,
  });
  const answer = await response.json();
  return { status: response.status, answer, ms: performance.now() - started };
}

/** Checks answered a second, latency percentiles (ms) and refusals of `body` under load. */
async function load(url, key, body, duration, connections) {
  const run = (time, latencies) => {
    const instance = autocannon({
      url,
      connections,
      duration: time,
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body,
    });
    // autocannon's own histogram keeps whole milliseconds; these keep the fractions.
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) latencies.push(ms);
    });
    return instance;
  };
  await run(warmUp, []);
  const latencies = [];
  const result = await run(duration, latencies);
  const refused = Object.entries(result.statusCodeStats)
    .filter(([code]) => code !== '200')
    .map(([code, { count }]) => `${count} × ${code}`);
  return {
    // Answers of 200 a second: refused requests are no checks.
    rps: latencies.length / result.duration,
    answered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    failed: result.errors + result.timeouts,
    refused,
  };
}

const cores = cpus().length;
const generatorCores = cores > 2 ? `1-${cores - 1}` : '1';
// This process is on core 0 when it starts the API, so that the API starts there and sizes its
// runtime and search pool for one core; then every thread of the API is pinned to core 0 and
// the load generator moves to the other cores.
let pinned = cores >= 2 && pin(process.pid, '0');
const app = await startApp(port);
try {
  pinned &&= pin(app.pid, '0') && pin(process.pid, generatorCores);
  if (!pinned) pin(process.pid, `0-${cores - 1}`);
  const { base } = app;
  const cookie = await adminCookie(base);
  const setupKey = await apiKey(base, cookie, 'bench');
  const plan = await smallestHome(base, setupKey);
  const [lon, lat] = lonLat(yardCentre);
  const site = {
    lot: { outline: polygon(lotCorners) },
    setbackFt: 5,
    structures,
    planId: plan.id,
  };
  const scenarios = [
    {
      name: 'given placement, no local rules',
      connections: connections.given,
      body: { ...site, position: { lon, lat, angleDeg: 0 } },
    },
    {
      name: 'best placement, no local rules',
      connections: connections.best,
      body: { ...site, best: true },
    },
    {
      name: 'given placement, Pleasanton rules',
      connections: connections.given,
      // The rules' setbacks by the lines' kinds, instead of one setback for every edge.
      body: {
        ...site,
        setbackFt: undefined,
        lineKinds,
        place: { state: 'CA', county: 'Alameda County', city: 'Pleasanton' },
        position: { lon, lat, angleDeg: 0 },
      },
    },
  ];

  const build = process.env.API_BIN ?? 'the dist build';
  const sqFt = Math.round(area(lotCorners)).toLocaleString('en-US');
  console.log(`Integrators' fit check, POST /api/v1/fit-check (${build}, SQLite demo database):`);
  console.log(
    pinned
      ? `  the API on core 0 (every thread), this load generator (autocannon) on core ${generatorCores}`
      : `  NOT pinned (${cores < 2 ? 'one core only' : 'taskset missing or refused'}): ` +
          'the API and the load generator share every core',
  );
  console.log(
    `  lot: ${lotCorners.length} corners, ${sqFt} sq ft near Pleasanton, CA (curved frontage, ` +
      'jogs); 3 structures (house, garage, shed), 6 ft separations',
  );
  console.log(
    `  plan: ${plan.title}, ${plan.meta.width} × ${plan.meta.length} ft (the smallest home); ` +
      '5 ft setbacks and no place, so no local rules, except where Pleasanton is named',
  );
  for (const scenario of scenarios) {
    scenario.json = JSON.stringify(scenario.body);
    const { status, answer, ms } = await fitCheck(base, setupKey, scenario.json);
    const spare = answer.slackFt == null ? '' : `, ${answer.slackFt.toFixed(1)} ft to spare`;
    console.log(
      status === 200
        ? `  ${scenario.name}: ${answer.fits ? 'fits' : 'DOES NOT FIT'}${spare} ` +
            `(${ms.toFixed(1)} ms alone): ${answer.verdict}`
        : `  ${scenario.name}: ${status} ${JSON.stringify(answer)}`,
    );
  }
  console.log(`  ${warmUp} s warm-up then ${seconds} s each, one API key each:`);
  const row = (cells) =>
    `    ${cells[0].padEnd(36)}${cells
      .slice(1)
      .map((c) => c.padStart(9))
      .join('')}`;
  const ms = (value) => (value === undefined ? '—' : value.toFixed(2));
  console.log(row(['scenario', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']));
  const results = [];
  for (const scenario of scenarios) {
    // One key a scenario: a key's rate is counted in one-minute windows.
    const key = await apiKey(base, cookie, `bench: ${scenario.name}`);
    const url = `${base}/api/v1/fit-check`;
    const r = await load(url, key, scenario.json, seconds, scenario.connections);
    results.push(r);
    const { name } = scenario;
    const rps = r.rps.toFixed(r.rps < 100 ? 1 : 0);
    console.log(
      row([name, String(scenario.connections), rps, ms(r.p50), ms(r.p99), String(r.non2xx)]),
    );
    if (r.non2xx > 0 || r.failed > 0 || r.answered === 0) {
      const { status, answer } = await fitCheck(base, key, scenario.json);
      console.log(
        `      not 200: ${r.refused.join(', ') || 'none'}; ${r.failed} connection errors or ` +
          `timeouts; one more alone: ${status} ${JSON.stringify(answer).slice(0, 200)}`,
      );
    }
  }
  console.log(
    `  budget ≥ ${budget.toLocaleString('en-US')} req/s on one core (given placement): ` +
      `${Math.round(results[0].rps).toLocaleString('en-US')} req/s${pinned ? '' : ', unpinned'}`,
  );
} finally {
  app.stop();
}
