// Re-runs the attacks of the hardening issue against the shipped (`dist`) build and prints what the
// server answered and how long it took: the 20,000-band filter (on PostgreSQL when
// BENCH_DATABASE_URL names a server), 400 aliases of a 100-plan page, eight concurrent uploads
// of a 36-megapixel PNG and eight 100 MB bodies, each with the process's peak memory, 20,000
// connections that send headers and no body while /healthz is polled, and login timing for
// known and unknown emails over HTTP.
import { execFileSync, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import http from "node:http";
import { deflateSync } from "node:zlib";

import { demoUserVisit, percentile, startApp } from "./app.mjs";

const HOLD = process.argv[2] === "--hold";
if (HOLD)
  await holdConnections(Number(process.argv[3]), Number(process.argv[4]));
else await main();

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 4890);
  const database = freshPostgres();
  const app = await startApp(port, [], { databaseUrl: database?.url });
  const base = app.base;
  console.log(
    `hardening probe on ${database ? "PostgreSQL" : "SQLite"} (dist build)`,
  );
  try {
    // First, while the peak is still the idle process's own.
    await imageUploads(base, app.pid);
    await bands(base);
    await aliases(base);
    await hugeBodies(port, app.pid);
    await loginTiming(port);
    await idleConnections(port, app.pid);
  } finally {
    app.stop();
    database?.drop();
  }
}

/** A fresh database on the PostgreSQL server BENCH_DATABASE_URL names, or none (SQLite). */
function freshPostgres() {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return null;
  const name = `hardening_probe_${process.pid}`;
  const psql = (sql) =>
    execFileSync("psql", [admin, "-qAtc", sql], {
      stdio: ["ignore", "pipe", "inherit"],
    });
  psql(`CREATE DATABASE ${name}`);
  return {
    url: `${admin.slice(0, admin.lastIndexOf("/"))}/${name}`,
    drop: () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function graphql(base, query, variables = {}) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  return { ms: performance.now() - started, status: response.status, answer };
}

function outcome({ answer }) {
  const error = answer.errors?.[0];
  return error ? `${error.extensions?.code}: ${error.message}` : "data";
}

async function bands(base) {
  const areaBands = Array.from({ length: 20_000 }, (_, i) => ({
    min: i,
    max: i + 1,
  }));
  const query =
    "query($b: [AreaBand!]) { plans(filters: { meta: { areaBands: $b } }) { totalCount } }";
  const runs = [];
  for (let i = 0; i < 5; i += 1)
    runs.push(await graphql(base, query, { b: areaBands }));
  const ms = runs.map((r) => r.ms);
  console.log(
    `20,000 area bands: ${outcome(runs[0])}; median ${percentile(ms, 50).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms (5 runs)`,
  );
}

async function aliases(base) {
  const fields = Array.from(
    { length: 400 },
    (_, i) => `a${i}: plans(filters: { pageSize: 100 }) { items { id title } }`,
  );
  const run = await graphql(base, `{ ${fields.join(" ")} }`);
  console.log(
    `400 aliases of a 100-plan page: ${outcome(run)}; ${run.ms.toFixed(1)} ms`,
  );
}

/** Peak and current resident memory of `pid`, MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) =>
    Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))[1]);
  return { peak: kb("VmHWM") / 1024, now: kb("VmRSS") / 1024 };
}

/**
 * A `width` × `height` RGB PNG of smooth gradients crossed by a fine pattern: every pixel is
 * decoded and resized like a photo's, and it stays under the 20 MB upload limit.
 */
function largePng(width, height) {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  let seed = 1;
  const noise = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 16) & 7;
  };
  for (let y = 0; y < height; y += 1) {
    const at = y * row;
    raw[at] = 1; // "Sub" filter: each byte is stored as its difference from the pixel before
    for (let x = 0; x < width; x += 1) {
      const p = at + 1 + x * 3;
      // A gradient down the rows, sensor-like noise in green, an edge every 97 pixels in blue.
      raw[p] = x === 0 ? (y * 255) / height : 0;
      raw[p + 1] = (x === 0 ? 90 : 0) + noise() - 3;
      raw[p + 2] = x === 0 ? 60 : x % 97 === 0 ? 40 : 0;
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Eight signed-in uploads of one 36-megapixel PNG at once, with the process's peak memory. */
async function imageUploads(base, pid) {
  const png = largePng(6000, 6000);
  const { cookie } = await demoUserVisit(base);
  const before = memory(pid);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const form = new FormData();
      form.append("image", new Blob([png], { type: "image/png" }), `big-${i}.png`);
      const response = await fetch(`${base}/api/upload/image`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: base },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = memory(pid);
  console.log(
    `8 × 36-megapixel PNG (${(png.length / 1e6).toFixed(1)} MB) uploaded at once: statuses ${[...new Set(statuses)].join(", ")} in ${seconds.toFixed(1)} s; idle RSS ${before.now.toFixed(0)} MB, peak RSS ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB (budget 800 MB)`,
  );
}

/** Sends a `size`-byte JSON body on a raw socket and resolves with the status line it got. */
function sendHugeBody(port, size) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("error", () => {});
    socket.on("close", () =>
      resolve(answer.split("\r\n")[0] || "(closed without an answer)"),
    );
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1 << 20, "x");
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return socket.once("drain", pump);
      }
    };
    pump();
  });
}

async function hugeBodies(port, pid) {
  const before = memory(pid);
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => sendHugeBody(port, 100 << 20)),
  );
  const after = memory(pid);
  const tally = {};
  for (const answer of answers) tally[answer] = (tally[answer] ?? 0) + 1;
  const distinct = Object.entries(tally)
    .map(([answer, n]) => `${n} × ${answer}`)
    .join(", ");
  console.log(
    `8 × 100 MB bodies to /graphql at once: ${distinct}; peak RSS ${before.peak.toFixed(0)} → ${after.peak.toFixed(0)} MB, RSS after ${after.now.toFixed(0)} MB`,
  );
}

/** One `logIn` from `localAddress` (each try from its own loopback address, so no rate limit applies). */
function logIn(port, localAddress, email) {
  const body = JSON.stringify({
    query:
      'mutation($e: String!) { logIn(email: $e, password: "Wrong-password-1", rememberMe: false) { id } }',
    variables: { e: email },
  });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/graphql",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (d) => (text += d));
        response.on("end", () =>
          resolve({
            ms: performance.now() - started,
            code: JSON.parse(text).errors?.[0]?.extensions?.code,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function loginTiming(port) {
  const known = [];
  const unknown = [];
  const codes = new Set();
  // Warm up both paths (the first Argon2 run allocates its memory).
  await logIn(port, "127.0.0.200", "user@homeplot.local");
  await logIn(port, "127.0.0.200", "nobody@homeplot.local");
  for (let i = 0; i < 50; i += 1) {
    const from = `127.0.0.${2 + i}`;
    // Alternating the two demo accounts keeps each under its account-wide cap.
    const k = await logIn(
      port,
      from,
      i % 2 ? "user@homeplot.local" : "admin@homeplot.local",
    );
    const u = await logIn(port, from, `nobody-${i}@homeplot.local`);
    known.push(k.ms);
    unknown.push(u.ms);
    codes.add(k.code).add(u.code);
  }
  const [mk, mu] = [percentile(known, 50), percentile(unknown, 50)];
  console.log(
    `logIn, 50 tries each: known email median ${mk.toFixed(1)} ms, unknown ${mu.toFixed(1)} ms (${((Math.abs(mk - mu) / Math.max(mk, mu)) * 100).toFixed(1)} % apart); answers ${[...codes].join(", ")}`,
  );
}

async function idleConnections(port, pid) {
  const total = 20_000;
  const perProcess = 10_000; // each process may hold 20,000 files here
  const holders = Array.from({ length: total / perProcess }, () =>
    fork(import.meta.filename, ["--hold", String(port), String(perProcess)]),
  );
  const health = [];
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        health.push({
          ok: response.status === 200,
          ms: performance.now() - started,
        });
      } catch {
        health.push({ ok: false, ms: performance.now() - started });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const counts = await Promise.all(
    holders.map(
      (child) => new Promise((resolve) => child.once("message", resolve)),
    ),
  );
  const held = counts.reduce((a, c) => a + c.held, 0);
  const busy = counts.reduce((a, c) => a + c.busy, 0);
  const dropped = counts.reduce((a, c) => a + c.dropped, 0);
  const failed = counts.reduce((a, c) => a + c.failed, 0);
  await new Promise((r) => setTimeout(r, 1000));
  polling = false;
  await poll;
  holders.forEach((child) => child.kill());
  const answered = health.filter((h) => h.ok);
  const mem = memory(pid);
  console.log(
    `${total} connections sending headers and no body: ${held} held open by the server, ${busy} answered 503, ${dropped} closed unanswered, ${failed} not connected; ` +
      `/healthz answered ${answered.length} of ${health.length} polls meanwhile (p95 ${percentile(
        answered.map((h) => h.ms),
        95,
      )?.toFixed(1)} ms); server RSS ${mem.now.toFixed(0)} MB`,
  );
}

/** Child process: opens `count` connections that each send a request head and no body. */
async function holdConnections(port, count) {
  const tally = { held: 0, busy: 0, dropped: 0, failed: 0 };
  const sockets = [];
  const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
  const open = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(head);
        sockets.push(socket);
        resolve();
      });
      socket.state = "open";
      socket.on("data", (d) => {
        if (socket.state === "open")
          socket.state = String(d).startsWith("HTTP/1.1 503")
            ? "busy"
            : "answered";
      });
      socket.on("close", () => {
        if (socket.state === "open") socket.state = "dropped";
      });
      socket.on("error", () => {
        if (socket.state === "open" && !sockets.includes(socket)) {
          socket.state = "failed";
          resolve();
        }
      });
    });
  for (let i = 0; i < count; i += 500)
    await Promise.all(Array.from({ length: Math.min(500, count - i) }, open));
  // Give the server time to screen the last ones.
  await new Promise((r) => setTimeout(r, 3000));
  for (const socket of sockets) {
    if (socket.state === "open") tally.held += 1;
    else if (socket.state === "busy") tally.busy += 1;
    else if (socket.state === "dropped") tally.dropped += 1;
  }
  tally.failed = count - sockets.length;
  process.send(tally);
  await new Promise(() => {});
}
