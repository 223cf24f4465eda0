// Load and faults (`just soak`): the deployment shape under mixed traffic, and what a crash loses.
//
// 1. Two API instances (dist build) on one PostgreSQL database behind HAProxy, as
//    scripts/cluster.sh runs them; BENCH_SOAK_CLIENTS (200) clients for BENCH_SOAK_SECONDS (300),
//    each signed in as one of 40 accounts from an address of its own (X-Forwarded-For, which the
//    instances trust from HAProxy), each in a loop of catalogue pages, plan pages, estimates,
//    session checks and saved placements. Halfway through, one instance is killed (SIGKILL) and
//    started again. Printed: p99 per minute, errors outside and inside the kill's window, each
//    instance's memory at start and end, and whether every acknowledged save is in the database.
// 2. One API on SQLite, killed during a burst of saves and started again: every acknowledged save
//    must be there.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = process.env.API_BIN ?? join(root, 'target/dist/api');
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://homeplot:homeplot@127.0.0.1:5432/postgres';
const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/homeplot_soak`;
const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const clients = Number(process.env.BENCH_SOAK_CLIENTS ?? 200);
const ACCOUNTS = 40;
const PASSWORD = 'Soak-bench-2026';
const port = 4800;
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'homeplot-soak-'));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function psql(url, sql) {
  execFileSync('/usr/lib/postgresql/15/bin/psql', [url, '-qAt', '-c', sql], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function healthy(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not become healthy`);
}

/** Starts an API instance; `env` adds to the shared settings. */
function instance(addr, env) {
  return spawn(
    api,
    ['serve', '--addr', addr, '--seed-demo', 'false', '--web-dist', join(root, 'web/dist')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        RUST_LOG: 'error',
        PUBLIC_URL: base,
        MEDIA_DIR: join(work, 'media'),
        ...env,
      },
    },
  );
}

/** One GraphQL call as a client: its answer, or an Error naming what went wrong. */
async function call(client, query, variables = {}) {
  const response = await fetch(`${client.base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': client.address,
      ...(client.cookie ? { cookie: client.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`${response.status} ${body.errors?.[0]?.message ?? ''}`);
  }
  const cookie = response.headers.get('set-cookie');
  if (cookie) client.cookie = cookie.split(';')[0];
  return body.data;
}

const CATALOGUE =
  'query($f: PlanFilters!) { plans(filters: $f) { totalCount items { id title image meta { width length bedroomCount } } } }';
const PLAN_PAGE =
  'query($id: ID!) { planView(id: $id) { id title description photos { original } } }';
const ESTIMATE = 'query($id: ID!) { getSummary(id: $id) { data { price { min max } } } }';
// The app's start-up check of the session cookie (a mutation: it may extend the session).
const SESSION = 'mutation { checkIfLoggedIn { id } }';
const SAVE = 'mutation($input: MapResultInput!) { mapResultCreate(input: $input) { id } }';
const LOG_IN =
  'mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { id } }';

function saveInput(planId, n) {
  const x = -97.744 + (n % 100) * 1e-5;
  return {
    input: {
      planId,
      address: '1100 Congress Ave, Austin, TX 78701',
      map: {
        center: [x, 30.2711],
        lot: [
          [x, 30.271],
          [x + 0.001, 30.271],
          [x + 0.001, 30.272],
        ],
        angle: n % 360,
      },
      fit: {
        insideLot: true,
        status: 'fits',
        coveragePct: 20,
        minSetbackClearanceFt: 4,
        violations: [],
      },
    },
  };
}

/** Runs one client until `until`; every latency and error is recorded with its time. */
async function runClient(client, planIds, until, record) {
  let n = 0;
  while (Date.now() < until) {
    n += 1;
    const roll = Math.random();
    const id = planIds[n % planIds.length];
    const started = Date.now();
    try {
      if (roll < 0.35) {
        await call(client, CATALOGUE, { f: { page: 1 + (n % 5), pageSize: 20 } });
      } else if (roll < 0.6) {
        await call(client, PLAN_PAGE, { id });
      } else if (roll < 0.8) {
        await call(client, ESTIMATE, { id });
      } else if (roll < 0.9) {
        await call(client, SESSION);
      } else {
        const saved = await call(client, SAVE, saveInput(id, n));
        record.acknowledged.push(saved.mapResultCreate.id);
      }
      record.latencies.push([started, Date.now() - started]);
    } catch (error) {
      record.errors.push([started, String(error.message ?? error)]);
    }
  }
}

function p99(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

async function countPresent(url, ids) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      'SELECT COUNT(*)::int AS n FROM map_results WHERE id = ANY($1)',
      [ids],
    );
    return rows[0].n;
  } finally {
    await db.end();
  }
}

async function accounts(databaseEnv) {
  for (let i = 0; i < ACCOUNTS; i += 1) {
    execFileSync(api, ['create-admin', '--email', `soak-${i}@bench.local`, '--name', `Soak ${i}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...databaseEnv, ADMIN_PASSWORD: PASSWORD, RUST_LOG: 'error' },
    });
  }
}

async function clientsSignedIn(url, count) {
  const all = Array.from({ length: count }, (_, i) => ({
    base: url,
    // Benchmark-reserved addresses, one a client, so each keeps its own limits.
    address: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    cookie: '',
  }));
  for (const [i, client] of all.entries()) {
    await call(client, LOG_IN, { email: `soak-${i % ACCOUNTS}@bench.local`, password: PASSWORD });
  }
  return all;
}

async function cluster() {
  psql(adminUrl, 'DROP DATABASE IF EXISTS homeplot_soak WITH (FORCE)');
  psql(adminUrl, 'CREATE DATABASE homeplot_soak');
  execFileSync(api, ['seed', '--database-url', databaseUrl, '--media-dir', join(work, 'media')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, RUST_LOG: 'error' },
  });
  await accounts({ DATABASE_URL: databaseUrl });
  const env = { DATABASE_URL: databaseUrl, TRUSTED_PROXIES: '127.0.0.1/32' };
  const addrs = [`127.0.0.1:${port + 1}`, `127.0.0.1:${port + 2}`];
  const instances = addrs.map((addr) => instance(addr, env));
  await Promise.all(addrs.map((addr) => healthy(`http://${addr}`)));
  const cfg = join(work, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '  maxconn 8000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend api',
      'backend api',
      '  balance roundrobin',
      '  option forwardfor',
      '  option httpchk GET /healthz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 2',
      '  option redispatch',
      '  retry-on conn-failure',
      '  retries 2',
      ...addrs.map((addr, i) => `  server api${i + 1} ${addr} check`),
      '',
    ].join('\n'),
  );
  const balancer = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'ignore'] });
  await healthy(base);
  try {
    const probe = { base, address: '198.18.255.1', cookie: '' };
    const { plans } = await call(probe, CATALOGUE, { f: { page: 1, pageSize: 50 } });
    const planIds = plans.items.map((p) => p.id);
    const all = await clientsSignedIn(base, clients);
    const memoryAtStart = instances.map((child) => rssMb(child.pid));
    const record = { latencies: [], errors: [], acknowledged: [] };
    const started = Date.now();
    const until = started + seconds * 1000;
    const running = all.map((client) => runClient(client, planIds, until, record));

    // Halfway: one instance dies without warning, and comes back five seconds later.
    await sleep((seconds * 1000) / 2);
    const killedAt = Date.now();
    instances[0].kill('SIGKILL');
    await sleep(5000);
    instances[0] = instance(addrs[0], env);
    await healthy(`http://${addrs[0]}`);
    const backAt = Date.now();
    await Promise.all(running);
    const memoryAtEnd = instances.map((child) => rssMb(child.pid));

    const minutes = Math.ceil(seconds / 60);
    console.log(
      `Soak: ${clients} clients for ${seconds} s through HAProxy to two instances on PostgreSQL:`,
    );
    const perMinute = [];
    for (let m = 0; m < minutes; m += 1) {
      const from = started + m * 60_000;
      const within = record.latencies
        .filter(([at]) => at >= from && at < from + 60_000)
        .map(([, ms]) => ms);
      perMinute.push(p99(within));
      console.log(`  minute ${m + 1}: ${within.length} requests, p99 ${p99(within)} ms`);
    }
    const window = ([at]) => at >= killedAt - 1000 && at <= backAt + 5000;
    const outside = record.errors.filter((e) => !window(e));
    const inside = record.errors.filter(window);
    const first = perMinute[0];
    const last = perMinute[perMinute.length - 1];
    console.log(`  last minute's p99 ÷ first's: ${(last / first).toFixed(2)} (target ≤ 1.5)`);
    console.log(
      `  errors outside the kill's window: ${outside.length} (target 0)${outside.length ? `, e.g. ${outside[0][1]}` : ''}`,
    );
    console.log(
      `  errors while an instance was killed and restarted (${((backAt - killedAt) / 1000).toFixed(1)} s): ${inside.length}${inside.length ? `, e.g. ${inside[0][1]}` : ''}`,
    );
    console.log(
      `  memory (RSS) at start: ${memoryAtStart.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}; at end: ${memoryAtEnd.map((mb) => `${mb.toFixed(0)} MB`).join(', ')} (the first restarted midway)`,
    );
    const present = await countPresent(databaseUrl, record.acknowledged);
    console.log(
      `  acknowledged saves: ${record.acknowledged.length}, in the database afterwards: ${present}`,
    );
  } finally {
    balancer.kill('SIGTERM');
    for (const child of instances) child.kill('SIGTERM');
  }
}

/** SQLite: the one process is killed during a burst of saves; nothing acknowledged is lost. */
async function sqliteCrash() {
  const file = join(work, 'soak.db');
  const env = { DATABASE_URL: `sqlite://${file}`, TRUSTED_PROXIES: '127.0.0.1/32' };
  execFileSync(
    api,
    ['seed', '--database-url', env.DATABASE_URL, '--media-dir', join(work, 'media')],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, RUST_LOG: 'error' },
    },
  );
  await accounts(env);
  const addr = `127.0.0.1:${port + 3}`;
  const url = `http://${addr}`;
  let server = instance(addr, { ...env, PUBLIC_URL: base });
  await healthy(url);
  const writers = await clientsSignedIn(url, 20);
  const probe = { base: url, address: '198.18.255.2', cookie: '' };
  const { plans } = await call(probe, CATALOGUE, { f: { page: 1, pageSize: 5 } });
  const acknowledged = [];
  let failed = 0;
  const burst = writers.map(async (client, w) => {
    for (let n = 0; ; n += 1) {
      try {
        const saved = await call(
          client,
          SAVE,
          saveInput(plans.items[n % plans.items.length].id, n + w),
        );
        acknowledged.push(saved.mapResultCreate.id);
      } catch {
        failed += 1;
        return;
      }
    }
  });
  await sleep(3000);
  server.kill('SIGKILL');
  await Promise.all(burst);
  server = instance(addr, { ...env, PUBLIC_URL: base });
  await healthy(url);
  server.kill('SIGTERM');
  const present = Number(
    execFileSync(
      'python3',
      [
        '-c',
        `import sqlite3,sys,json; ids=json.load(sys.stdin); db=sqlite3.connect('${file}'); print(sum(db.execute('SELECT COUNT(*) FROM map_results WHERE id = ?', (i,)).fetchone()[0] for i in ids))`,
      ],
      { input: JSON.stringify(acknowledged), encoding: 'utf8' },
    ).trim(),
  );
  console.log(`SQLite, one process killed (SIGKILL) during a burst of saves from 20 clients:`);
  console.log(
    `  acknowledged saves: ${acknowledged.length}, in the database after a restart: ${present}; ${failed} cut off in flight`,
  );
}

try {
  await cluster();
  await sqliteCrash();
} finally {
  rmSync(work, { recursive: true, force: true });
}
