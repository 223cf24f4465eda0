// Lighthouse mobile audit of the plan page (DESIGN.md §9: performance ≥ 95, accessibility ≥ 95).
// Serves the built app (target/release/api + web/dist) on a fresh demo database, audits one
// plan page with Lighthouse's default mobile emulation (Moto G-class CPU, slow 4G, simulated)
// and prints the figures. A benchmark: it reports, it does not fail on budgets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, planId, startApp } from './app.mjs';

const port = Number(process.env.BENCH_PORT ?? 4890);
const app = await startApp(port);

let chrome;
try {
  const url = `${app.base}/plan/${await planId(app.base, 'Madrone')}`;
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
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
  console.log(`  JS transferred (compressed): ${(jsBytes / 1000).toFixed(1)} kB in ${scripts.length} files`);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet}`);
  if (process.env.LIGHTHOUSE_DUMP) {
    (await import('node:fs')).writeFileSync(process.env.LIGHTHOUSE_DUMP, JSON.stringify(lhr));
  }
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  for (const audit of failing) console.log(`  accessibility finding: ${audit.title}`);
} finally {
  await chrome?.kill();
  app.stop();
}
