import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Where the e2e API listens and keeps its files; shared by playwright.config.ts and the specs.
export const port = Number(process.env.E2E_PORT ?? 4873);
export const baseURL = `http://127.0.0.1:${port}`;
export const dataDir = join(tmpdir(), `homeplot-e2e-${port}`);
/** The API writes each email here as one `.eml` file (no SMTP server in the tests). */
export const outboxDir = join(dataDir, 'outbox');
/** The local stand-in for the Nominatim geocoder (no internet in the tests), see geocoderStandIn.ts. */
export const geocoderPort = port + 1;
/** The local stand-in for the model-hosting service's predictions api, see predictionsStandIn.ts. */
export const predictionsPort = port + 2;

/** Starts a local stand-in `server` on `port` (127.0.0.1); answers its teardown. */
export function listenUntilStopped(server: Server, port: number): Promise<() => Promise<void>> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
          }),
      );
    });
  });
}
