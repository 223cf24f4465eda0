// Starts the built app (target/release/api + web/dist) on a fresh demo database for a benchmark,
// and stops it again. Shared by the benchmarks so each measures the same thing the user gets.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** The Chromium flags these machines need (DESIGN.md: never a downloaded browser). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the app on `port` (on a fresh SQLite file unless `databaseUrl` is given) and resolves
 * once `/healthz` answers; `stop()` ends it. With `plans`, the demo catalogue is grown to that
 * many plans first (`api seed --plans`).
 */
export async function startApp(port, extraArgs = [], { databaseUrl, plans } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'homeplot-bench-'));
  const server = spawn(
    process.env.API_BIN ?? join(root, 'target/release/api'),
    [
      'serve',
      '--addr', `127.0.0.1:${port}`,
      '--database-url', databaseUrl ?? `sqlite://${data}/bench.db`,
      '--media-dir', join(data, 'media'),
      '--outbox-dir', join(data, 'outbox'),
      '--web-dist', process.env.WEB_DIST ?? join(root, 'web/dist'),
      // The one origin allowed to change state: the address the bench's browser uses.
      '--public-url', base,
      ...extraArgs,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } },
  );
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        if (plans) growCatalogue(databaseUrl ?? `sqlite://${data}/bench.db`, join(data, 'media'), plans);
        return { base, stop, pid: server.pid };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the app did not start');
}

/** Grows the catalogue at `databaseUrl` to `plans` plans modelled on the demo ones. */
function growCatalogue(databaseUrl, mediaDir, plans) {
  execFileSync(
    process.env.API_BIN ?? join(root, 'target/release/api'),
    ['seed', '--database-url', databaseUrl, '--media-dir', mediaDir, '--plans', String(plans)],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } },
  );
}

/** The id of the demo plan called `title`. */
export async function planId(base, title) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ plans(filters: { pageSize: 100 }) { items { id title } } }' }),
  });
  const { data } = await response.json();
  return data.plans.items.find((p) => p.title === title).id;
}

/**
 * Signs the demo user in and starts a site visit from an address: the session cookie (for a
 * browser's requests) and the visit's id.
 */
export async function demoUserVisit(base) {
  const call = async (query, variables, cookie) => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { response, body: await response.json() };
  };
  const login = await call(
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { name } }',
    { email: 'user@homeplot.local', password: 'User-demo-2025' },
  );
  const cookie = login.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await call(
    'mutation { siteVisitCreate(input: { title: "Lighthouse walk", address: "1100 Congress Ave, Austin, TX", coordinates: [-97.7404, 30.2747] }) { id } }',
    {},
    cookie,
  );
  return { cookie, id: created.body.data.siteVisitCreate.id };
}

/** p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
