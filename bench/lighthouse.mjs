// Lighthouse mobile audit of the plan page (DESIGN.md §9: performance ≥ 95, accessibility ≥ 95).
// Serves the built app (target/release/api + web/dist) on a fresh demo database, audits one
// plan page with Lighthouse's default mobile emulation (Moto G-class CPU, slow 4G, simulated)
// and prints the figures. A benchmark: it reports, it does not fail on budgets.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4890);
const base = `http://127.0.0.1:${port}`;
const apiBin = process.env.API_BIN ?? join(root, 'target/release/api');
const data = mkdtempSync(join(tmpdir(), 'homeplot-bench-'));

const server = spawn(
  apiBin,
  ['serve', '--addr', `127.0.0.1:${port}`, '--database-url', `sqlite://${data}/bench.db`, '--media-dir', join(data, 'media'),
   '--outbox-dir', join(data, 'outbox'), '--web-dist', join(root, 'web/dist')],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RUST_LOG: 'warn' } },
);

async function waitForHealth() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the app did not start');
}

async function planId(title) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ plans(filters: { pageSize: 100 }) { items { id title } } }' }),
  });
  const { data: answer } = await response.json();
  return answer.plans.items.find((p) => p.title === title).id;
}

let chrome;
try {
  await waitForHealth();
  const url = `${base}/plan/${await planId('Madrone')}`;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
  console.log(`Lighthouse mobile, plan page ${url}`);
  console.log(`  performance:   ${score('performance')} (budget 95)`);
  console.log(`  accessibility: ${score('accessibility')} (budget 95)`);
  console.log(`  LCP:           ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
  console.log(`  TBT:           ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`);
  console.log(`  JS transferred (gzip): ${(jsBytes / 1000).toFixed(1)} kB in ${scripts.length} files`);
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  for (const audit of failing) console.log(`  accessibility finding: ${audit.title}`);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
