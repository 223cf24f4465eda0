// Lighthouse mobile audits of the homeowner pages (DESIGN.md §9: performance ≥ 95 on the plan
// page, with seeded drawings and with uploaded photos, and on the map, first visit and returning;
// accessibility ≥ 95) and of the site visit's questionnaire on a phone
// (accessibility 100, signed in as the demo user). The map is audited twice: as a first-time
// visitor meets it (the onboarding dialog over it) and as a returning one (the map built at
// once). Serves the built app (target/dist/api + web/dist) on a fresh demo database, audits
// each page with Lighthouse's default mobile emulation (Moto G-class CPU, slow 4G, simulated) and
// prints the figures. A benchmark: it reports, it does not fail on budgets.
// Each page is audited LIGHTHOUSE_RUNS times (3 unless set) and the median run is reported, the
// way Lighthouse's own CLI picks it (computeMedianRun: the run nearest the median FCP and time to
// interactive), with the range of the performance scores: one run of a simulated phone varies by
// a few points (Lighthouse's docs on variability recommend several runs and the median).
// LIGHTHOUSE_DUMP=dir writes each median report there; LIGHTHOUSE_PAGES=map,map-returning audits
// only the pages of those slugs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, demoUserVisit, planId, planWithUploadedPhotos, startApp } from './app.mjs';

const port = Number(process.env.BENCH_PORT ?? 4890);
const app = await startApp(port);

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function report(name, url, lhr, budget, accessibilityBudget, scores) {
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
  console.log(`Lighthouse mobile, ${name} ${url}`);
  const range = scores.length > 1 ? `; ${scores.length} runs: ${Math.min(...scores)}–${Math.max(...scores)}` : '';
  console.log(`  performance:   ${score('performance')} (budget ${budget}${range})`);
  console.log(`  accessibility: ${score('accessibility')} (budget ${accessibilityBudget})`);
  console.log(`  LCP:           ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
  console.log(`  TBT:           ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`);
  console.log(`  JS transferred (compressed): ${(jsBytes / 1000).toFixed(1)} kB in ${scripts.length} files`);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet}`);
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
  for (const audit of failing) console.log(`  accessibility finding: ${audit.title}`);
}

/**
 * Makes the browser at `port` a returning visitor's: the map tool's onboarding finished, as a
 * past visit left it, and the app's files in the HTTP cache as that visit left them (they are
 * immutable for a year) — or, `afterDeploy`, the cache emptied, as a deploy since then (new file
 * names) or a browser that let them go leaves it. Either way the audit no longer depends on which
 * pages were audited before it.
 */
async function returningVisitor(port, base, { afterDeploy }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(`${base}/healthz`);
  await page.evaluate(() => window.localStorage.setItem('homeplot.onboarding.mapTool', 'done'));
  if (afterDeploy) {
    await cdp.send('Network.clearBrowserCache');
  } else {
    // The past visit: the map screen as it opened, its code and the map library fetched (in
    // front: a background tab paints nothing, and the library loads after the first paint).
    await page.bringToFront();
    const library = page.waitForResponse((r) => /\/assets\/baseMap-[^/]+\.js$/.test(r.url()));
    await page.goto(`${base}/`);
    await library;
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  await browser.close();
}

let chrome;
try {
  const pages = [
    { name: 'plan page', slug: 'plan', url: `${app.base}/plan/${await planId(app.base, 'Madrone')}`, budget: 95 },
    // The same plan with photos an admin uploaded (phone JPEGs) rather than seeded drawings.
    {
      name: 'plan page, uploaded photos',
      slug: 'plan-photos',
      url: `${app.base}/plan/${await planWithUploadedPhotos(app.base, 'Madrone')}`,
      budget: 95,
    },
    { name: 'map', slug: 'map', url: `${app.base}/`, budget: 95 },
    // A visitor who has been here before: no onboarding dialog, so the map is built at once.
    {
      name: 'map, returning visitor',
      slug: 'map-returning',
      url: `${app.base}/`,
      budget: 95,
      returning: { afterDeploy: false },
    },
    {
      name: 'map, returning visitor after a deploy (cache emptied)',
      slug: 'map-returning-deploy',
      url: `${app.base}/`,
      budget: 95,
      returning: { afterDeploy: true },
    },
  ];
  const visit = await demoUserVisit(app.base);
  pages.push({
    name: 'site-visit questionnaire',
    slug: 'site-visit-edit',
    url: `${app.base}/site-visit/edit/${visit.id}`,
    budget: 90,
    accessibilityBudget: 100,
    headers: { Cookie: visit.cookie },
  });
  // LIGHTHOUSE_PAGES=map,map-returning audits only those pages (by slug).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (only) pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.slug)));
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  for (const page of pages) {
    const lhrs = [];
    for (let run = 0; run < runs; run += 1) {
      if (page.returning) await returningVisitor(chrome.port, app.base, page.returning);
      const { lhr } = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(page.headers ? { extraHeaders: page.headers } : {}),
        // A returning visitor keeps this browser's storage and cache as `returningVisitor` left
        // them; every other audit starts from empty ones, as Lighthouse does.
        ...(page.returning ? { disableStorageReset: true } : {}),
      });
      lhrs.push(lhr);
    }
    const lhr = computeMedianRun(lhrs);
    const scores = lhrs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100));
    report(page.name, page.url, lhr, page.budget, page.accessibilityBudget ?? 95, scores);
    if (process.env.LIGHTHOUSE_DUMP) {
      writeFileSync(join(process.env.LIGHTHOUSE_DUMP, `${page.slug}.json`), JSON.stringify(lhr));
    }
  }
} finally {
  await chrome?.kill();
  app.stop();
}
