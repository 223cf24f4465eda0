// One lot-fit check, geom-wasm vs @turf/turf, in the same Web Worker of the same Chromium with
// the CPU throttled 4× (DESIGN.md §9: ours at least 5× faster). Serves the wasm module (built
// for the web by `just bench`), turf's browser bundle and the page from a throwaway server.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './app.mjs';

const here = import.meta.dirname;
const routes = {
  '/fitcheck/': join(here, 'fitcheck'),
  '/pkg/': join(here, '.pkg'),
  '/turf/': join(here, 'node_modules/@turf/turf'),
};
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const prefix = Object.keys(routes).find((p) => path.startsWith(p));
  const file = prefix && join(routes[prefix], path.slice(prefix.length) || 'index.html');
  if (!file || !file.startsWith(routes[prefix]) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${server.address().port}/fitcheck/`);
  const result = await page.waitForFunction(() => window.fitcheckResult, null, { timeout: 300_000 });
  const { checks, agree, wasmUs, turfUs, error } = await result.jsonValue();
  if (error) throw new Error(error);
  console.log('Lot-fit check in a Web Worker, CPU throttled 4× (10-corner lot, 2 structures):');
  console.log(`  geom-wasm:  ${wasmUs.toFixed(1)} µs per check`);
  console.log(`  @turf/turf: ${turfUs.toFixed(1)} µs per check`);
  console.log(`  geom-wasm is ${(turfUs / wasmUs).toFixed(1)}× faster (budget ≥ 5×)`);
  console.log(`  same verdict (inside, violated) on ${agree} of ${checks} placements`);
} finally {
  await browser.close();
  server.close();
}
