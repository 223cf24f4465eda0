// Drag latency on the map, as a phone user feels it (DESIGN.md §9): the built app in Chromium at
// 390×844 with touch, the CPU throttled 4×, a plan dragged in circles by one finger for 5 s.
// Reads the app's User Timing measure `homeplot:move-to-overlay` (from the pointer event's
// timestamp to the footprint source updated with the worker's fit for that move) and counts the
// long tasks (> 50 ms) seen by a PerformanceObserver during the drag.
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, percentile, startApp } from './app.mjs';

const port = Number(process.env.BENCH_PORT ?? 4891);
const DRAG_MS = 5000;
const RADIUS_PX = 30;

const app = await startApp(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 3,
  });
  const page = await context.newPage();
  await page.goto(`${app.base}/`);
  await page.locator('.maplibregl-canvas').waitFor();
  const getStarted = page.getByRole('button', { name: 'Get started' });
  if (await getStarted.isVisible().catch(() => false)) await getStarted.click();

  // Place the property by hand in the middle of the map and put the first plan on it.
  const map = page.getByTestId('plan-map');
  const box = await map.boundingBox();
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(middle.x, middle.y);
  await page.waitForSelector('[data-testid="plan-map"][data-lot="placed"][data-view="still"]');
  await page.getByRole('region', { name: 'Plans' }).getByRole('button').first().click();
  await page.waitForSelector('[data-testid="plan-map"]:is([data-fit="clear"], [data-fit="near"], [data-fit="violated"])');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    performance.clearMeasures('homeplot:move-to-overlay');
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

  // One finger on the plan, moving in circles for 5 s at the screen's pace.
  const at = (t) => ({
    x: middle.x + RADIUS_PX * Math.sin((t / 1000) * 2 * Math.PI),
    y: middle.y + RADIUS_PX * (1 - Math.cos((t / 1000) * 2 * Math.PI)),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [middle] });
  const start = Date.now();
  let moves = 0;
  while (Date.now() - start < DRAG_MS) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(Date.now() - start)] });
    moves += 1;
    await new Promise((r) => setTimeout(r, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(500);

  const { latencies, longTasks } = await page.evaluate(() => ({
    latencies: performance.getEntriesByName('homeplot:move-to-overlay').map((e) => e.duration),
    longTasks: window.benchLongTasks,
  }));
  if (latencies.length === 0) throw new Error('no move reached the overlay: is the plan under the finger?');
  console.log('Drag on a phone (390×844, touch, CPU throttled 4×), 5 s:');
  console.log(`  pointer moves sent: ${moves}; overlay updates measured: ${latencies.length}`);
  console.log(`  pointer-move → overlay updated: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (budget p95 ≤ 8 ms)`);
  console.log(`  long tasks (> 50 ms) during the drag: ${longTasks.length}${longTasks.length ? ` (${longTasks.map((d) => Math.round(d)).join(', ')} ms)` : ''} (budget 0)`);
} finally {
  await browser.close();
  app.stop();
}
