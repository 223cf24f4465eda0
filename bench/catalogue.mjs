// The homeowner catalogue at 10,000 plans on PostgreSQL, three ways side by side: our API
// (dist build), a Node.js GraphQL server written as its community would (graphql-yoga +
// node-postgres, catalogue/peer.mjs), and pgbench running the statements our API sends when it
// has to ask the database (the count, the page, the page's areas). Each gets 16 connections.
//
// Two mixes of requests: "browsing" — the strip's and catalogue's first pages with and without a
// type filter, what most homeowners ask — and "deep pages" — a page drawn from 500, so our
// catalogue cache (answers kept under the catalogue version) rarely has it and the database is
// asked every time.
//
//   BENCH_DATABASE_URL (default the CI role's server), BENCH_PLANS (10,000), BENCH_SECONDS (20).
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://homeplot:homeplot@127.0.0.1:5432/postgres';
const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/homeplot_bench_catalogue`;
const plans = Number(process.env.BENCH_PLANS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 16;
const api = process.env.API_BIN ?? join(root, 'target/dist/api');
const pgbin = '/usr/lib/postgresql/15/bin';

const QUERY = `query PlanStrip($filters: PlanFilters!) {
  plans(filters: $filters) {
    totalCount
    items { id title image photos { original aiGenerated } meta { width length bedroomCount bathroomCount totalArea outerArea } }
  }
}`;

/** The request bodies of a mix, drawn in turn. */
const mixes = {
  browsing: [1, 2, 3, 4, 5].flatMap((page) => [
    { page, pageSize: 20 },
    { page, pageSize: 20, meta: { type: 'HOUSE' } },
    { page, pageSize: 20, meta: { type: 'SHED' } },
  ]),
  'deep pages': Array.from({ length: 500 }, (_, i) => ({ page: i + 1, pageSize: 20 })),
};

function psql(url, sql) {
  execFileSync(join(pgbin, 'psql'), [url, '-qAt', '-c', sql], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

/** Requests a second and p99 latency of `url` under the mix, after a short warm-up. */
async function load(url, bodies, duration) {
  let next = 0;
  const run = (time) =>
    autocannon({
      url,
      connections,
      duration: time,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const filters = bodies[next % bodies.length];
            next += 1;
            return { ...request, body: JSON.stringify({ query: QUERY, variables: { filters } }) };
          },
        },
      ],
    });
  await run(3);
  const result = await run(duration);
  const failed = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

function pgbench(bodies) {
  const offsets = bodies.map((b) => (b.page - 1) * b.pageSize);
  const script = join(tmpdir(), 'homeplot-catalogue.pgbench');
  const columns =
    'id, title, description, contractor_id, url, decor_id, plan_id, image, is_hidden, pre_approved, is_modular, ' +
    'is_manufactured, meta, plan_svg, photos, specifications, has_ar_model, ar_model_link, plan_cost, fix_price, ' +
    'source_plan, created_at, updated_at';
  // The page's ids from the index, then those rows, as our API asks (store/plans.rs).
  const order = 'ORDER BY created_at DESC, id DESC';
  const page = `SELECT id FROM plans WHERE is_hidden = false ${order} LIMIT 20 OFFSET :offset`;
  writeFileSync(
    script,
    [
      `\\set i random(0, ${offsets.length - 1})`,
      `\\set offset (:i % ${offsets.length}) * 20`,
      'SELECT COUNT(*) FROM plans WHERE is_hidden = false;',
      `SELECT ${columns} FROM plans WHERE id IN (${page}) ${order};`,
      `SELECT plan_id, scope, level, value FROM plan_areas WHERE plan_id IN (${page}) ORDER BY value;`,
      '',
    ].join('\n'),
  );
  const out = execFileSync(
    join(pgbin, 'pgbench'),
    ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN);
  return { tps, latency };
}

psql(adminUrl, 'DROP DATABASE IF EXISTS homeplot_bench_catalogue WITH (FORCE)');
psql(adminUrl, 'CREATE DATABASE homeplot_bench_catalogue');
const media = join(tmpdir(), 'homeplot-bench-catalogue-media');
execFileSync(
  api,
  ['seed', '--database-url', databaseUrl, '--media-dir', media, '--plans', String(plans)],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RUST_LOG: 'warn' },
  },
);
psql(databaseUrl, 'VACUUM ANALYZE plans, plan_areas');

const ourPort = 4990;
const peerPort = 4991;
const ours = spawn(
  api,
  [
    'serve',
    '--addr',
    `127.0.0.1:${ourPort}`,
    '--database-url',
    databaseUrl,
    '--media-dir',
    media,
    '--web-dist',
    join(root, 'web/dist'),
    '--seed-demo',
    'false',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } },
);
const peer = spawn(
  process.execPath,
  [join(root, 'bench/catalogue/peer.mjs'), String(peerPort), databaseUrl],
  {
    stdio: ['ignore', 'ignore', 'ignore'],
  },
);
try {
  await waitFor(`http://127.0.0.1:${ourPort}/graphql`);
  await waitFor(`http://127.0.0.1:${peerPort}/graphql`);
  console.log(
    `Catalogue at ${plans.toLocaleString('en-US')} plans on PostgreSQL, ${connections} connections, ${seconds} s each:`,
  );
  for (const [name, bodies] of Object.entries(mixes)) {
    const a = await load(`http://127.0.0.1:${ourPort}/graphql`, bodies, seconds);
    const b = await load(`http://127.0.0.1:${peerPort}/graphql`, bodies, seconds);
    const c = pgbench(bodies);
    console.log(`  ${name}:`);
    console.log(
      `    ours (Rust):                  ${a.rps.toFixed(0)} req/s, p99 ${a.p99} ms, ${a.failed} failed`,
    );
    console.log(
      `    Node (graphql-yoga + pg):     ${b.rps.toFixed(0)} req/s, p99 ${b.p99} ms, ${b.failed} failed`,
    );
    console.log(`    pgbench, our 3 statements:    ${c.tps.toFixed(0)} tps, mean ${c.latency} ms`);
    console.log(
      `    ours ÷ Node ${(a.rps / b.rps).toFixed(2)}× (target ≥ 3), ours ÷ pgbench ${((a.rps / c.tps) * 100).toFixed(0)} % (target ≥ 50 %)`,
    );
  }
} finally {
  ours.kill('SIGTERM');
  peer.kill('SIGTERM');
}
