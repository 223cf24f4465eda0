// Starts the built app (target/dist/api + web/dist) on a fresh demo database for a benchmark,
// and stops it again. Shared by the benchmarks so each measures the same thing the user gets.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import jpeg from 'jpeg-js';

export const root = resolve(import.meta.dirname, '..');

/** The Chromium these machines have and the flags it needs (shared with the browser tests). */
const chromium = JSON.parse(readFileSync(join(root, 'web/e2e/chromium.json'), 'utf8'));
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.path;
export const chromiumFlags = chromium.flags;

/**
 * Starts the app on `port` (on a fresh SQLite file unless `databaseUrl` is given) and resolves
 * once `/healthz` answers; `stop()` ends it. With `plans`, the demo catalogue is grown to that
 * many plans first (`api seed --plans`).
 */
export async function startApp(port, extraArgs = [], { databaseUrl, plans } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'homeplot-bench-'));
  const server = spawn(
    process.env.API_BIN ?? join(root, 'target/dist/api'),
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
    process.env.API_BIN ?? join(root, 'target/dist/api'),
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

/** Runs a GraphQL operation on the app at `base` (as the session `cookie`, when given). */
async function graphql(base, query, variables = {}, cookie) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return { response, data: body.data };
}

/** Signs in as one of the demo accounts: the session cookie, for a browser's requests. */
async function signIn(base, email, password) {
  const login = await graphql(
    base,
    'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { name } }',
    { email, password },
  );
  return login.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Signs the demo user in and starts a site visit from an address: the session cookie (for a
 * browser's requests) and the visit's id.
 */
export async function demoUserVisit(base) {
  const cookie = await signIn(base, 'user@homeplot.local', 'User-demo-2025');
  const created = await graphql(
    base,
    'mutation { siteVisitCreate(input: { title: "Lighthouse walk", address: "1100 Congress Ave, Austin, TX", coordinates: [-97.7404, 30.2747] }) { id } }',
    {},
    cookie,
  );
  return { cookie, id: created.data.siteVisitCreate.id };
}

/**
 * A copy of the demo plan `title` whose gallery holds `count` photos uploaded as an admin does:
 * 12-megapixel phone JPEGs through `POST /api/upload/image`, watermarked as the plan form asks,
 * the first the cover. Resolves with the new plan's id once the job queue has had a moment for
 * the photos' renditions.
 */
export async function planWithUploadedPhotos(base, title, count = 6) {
  const cookie = await signIn(base, 'admin@homeplot.local', 'Admin-demo-2025');
  const photos = [];
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    form.append('image', new Blob([phonePhoto(4032, 3024, i)], { type: 'image/jpeg' }), `IMG_${1000 + i}.jpg`);
    form.append('folder', 'plans');
    form.append('addWatermark', 'true');
    const response = await fetch(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: base },
      body: form,
    });
    const { data } = await response.json();
    if (!response.ok) throw new Error(`upload refused: ${response.status}`);
    photos.push({
      original: data.original.url,
      name: `IMG_${1000 + i}.jpg`,
      isPublish: true,
      isPrimary: i === 0,
      size: data.original.size,
      type: data.original.type,
      compressed: data.compressed,
    });
  }
  const { data } = await graphql(
    base,
    '{ plans(filters: { pageSize: 100 }) { items { id title description url contractorId planSVG planCost meta { type totalArea outerArea width length bedroomCount bathroomCount kitchenCount } } } }',
  );
  const model = data.plans.items.find((p) => p.title === title);
  const created = await graphql(
    base,
    'mutation ($input: PlanInput!) { planCreate(input: $input) { id } }',
    {
      input: {
        contractorId: model.contractorId,
        title: `${model.title} (photographed)`,
        description: model.description,
        url: model.url,
        image: photos[0].compressed.url,
        meta: model.meta,
        planSVG: model.planSVG,
        planCost: model.planCost,
        photos,
      },
    },
    cookie,
  );
  // The renditions are made by the job queue right after each upload; asking for each makes
  // any still missing, and the pause lets the queue's last work end before an audit measures.
  const { id } = created.data.planCreate;
  const stored = await graphql(base, `{ plan(id: "${id}") { photos { compressed { srcset } } } }`);
  for (const photo of stored.data.plan.photos) {
    for (const candidate of photo.compressed.srcset.split(', ')) {
      await fetch(`${base}${candidate.split(' ')[0]}`);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return id;
}

/**
 * A `width` × `height` JPEG that compresses like a phone's photo of a house: sky, lawn, walls,
 * roof and windows, textured and with sensor-like noise over every pixel, so that its 768-pixel
 * WebP weighs what a photo's does (tens of kB); quality 90, as phones write.
 */
function phonePhoto(width, height, variant) {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7 + variant;
  const noise = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return ((seed >>> 16) % 49) - 24;
  };
  const horizon = height * 0.58;
  const [left, right] = [width * (0.18 + variant * 0.03), width * (0.78 - variant * 0.02)];
  const [eaves, ridge] = [height * 0.32, height * 0.14];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let rgb;
      const inWalls = x > left && x < right && y > eaves && y < horizon + height * 0.08;
      const roofHalf = (right - left) / 2 + width * 0.03;
      const inRoof = y <= eaves && y > ridge && Math.abs(x - (left + right) / 2) < (roofHalf * (y - ridge)) / (eaves - ridge);
      if (inRoof) rgb = [92, 70, 60];
      else if (inWalls) {
        const window = (x - left) % (width * 0.12) < width * 0.05 && y > eaves + height * 0.06 && y < eaves + height * 0.16;
        rgb = window ? [40, 60, 80] : [214 - variant * 6, 200, 176];
      } else if (y < horizon) rgb = [120 + (y / horizon) * 80, 165 + (y / horizon) * 50, 230];
      else rgb = [70 + ((x * 7) % 23), 130 + ((y * 3) % 19), 60];
      const at = (y * width + x) * 4;
      // Texture in 8-pixel cells (leaves, shingles, grain), which survives the resize to a
      // gallery's width as a real scene's detail does, plus per-pixel sensor noise.
      const cell = (Math.imul((x >> 3) * 73856093 ^ (y >> 3) * 19349663, 2654435761) >>> 24) % 25;
      const texture = cell - 12;
      data[at] = rgb[0] + texture + noise();
      data[at + 1] = rgb[1] + texture + noise();
      data[at + 2] = rgb[2] + texture + noise();
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 90).data;
}

/** p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
