import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the e2e APIs listen and keep their files; shared by playwright.config.ts and the specs.
const firstPort = Number(process.env.E2E_PORT ?? 4873);

/**
 * How many tests run at once. Each worker has an API (and database, media and outbox) of its
 * own, so no test sees another's rows, and the suite takes about half the time on two cores.
 */
export const workers = Number(process.env.E2E_WORKERS ?? 2);

/** The API of the worker with this `parallelIndex`: its address and its files. */
export function apiServer(index: number) {
  const port = firstPort + 10 * index;
  const dataDir = join(tmpdir(), `homeplot-e2e-${port}`);
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    /** The API writes each email here as one `.eml` file (no SMTP server in the tests). */
    outboxDir: join(dataDir, 'outbox'),
  };
}

/** The local stand-in for the Nominatim geocoder (no internet in the tests), see geocoderStandIn.ts. */
export const geocoderPort = firstPort + 1;
/** The local stand-in for the model-hosting service's predictions api, see predictionsStandIn.ts. */
export const predictionsPort = firstPort + 2;

/** Starts a local stand-in `server` on `port` (127.0.0.1); answers its teardown. */
export function listenUntilStopped(server: Server, port: number): Promise<() => Promise<void>> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // The APIs under test are still running (Playwright stops its web servers after the
            // global teardown) and keep their pooled connections open: without this, `close`
            // waits on them for up to reqwest's 90-second idle timeout.
            server.closeAllConnections();
          }),
      );
    });
  });
}
