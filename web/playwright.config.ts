import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { apiServer, geocoderPort, predictionsPort, workers } from './e2e/server';
import { PREDICTIONS_TOKEN } from './e2e/predictionsStandIn';

// The real built app: the API binary serves web/dist and seeds demo plans and the demo accounts
// into a fresh database, one API a worker. Emails go to its outbox directory, where the tests
// read their links.
const apiBin = process.env.API_BIN ?? '../target/debug/api';
const chromium = JSON.parse(
  readFileSync(new URL('./e2e/chromium.json', import.meta.url), 'utf8'),
) as {
  path: string;
  flags: string[];
};
chromium.path = process.env.CHROMIUM_PATH ?? chromium.path;
// The web build it serves (a second checkout's tests may build into a directory of their own).
const webDist = process.env.E2E_WEB_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // No internet in the tests: the API geocodes through a local stand-in for Nominatim and runs
  // hosted models on a local stand-in for a predictions service.
  globalSetup: './e2e/standIns.ts',
  timeout: 45_000,
  expect: { timeout: 15_000 },
  // A spec file's tests run in order on one worker; files are spread over the workers, each
  // with an API of its own (e2e/fixtures.ts points the worker's pages at it).
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Playwright never downloads browsers here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.flags,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: workers }, (_, index) => {
    const { port, baseURL, dataDir, outboxDir } = apiServer(index);
    return {
      command: [
        `rm -rf "${dataDir}" && mkdir -p "${dataDir}/media" &&`,
        `exec "${apiBin}" serve --addr 127.0.0.1:${port}`,
        `--database-url "sqlite://${dataDir}/e2e.db" --web-dist "${webDist}" --media-dir "${dataDir}/media"`,
        `--outbox-dir "${outboxDir}" --public-url ${baseURL} --graphiql`,
        `--geocoder-url http://127.0.0.1:${geocoderPort}`,
        // Flux kontext is left unmapped, so its tasks fail naming the setting; the kitchen model
        // and the exterior dialog run on the stand-in.
        `--generation-api-token ${PREDICTIONS_TOKEN} --generation-api-url http://127.0.0.1:${predictionsPort}/v1`,
        `--generation-models kitchen=stand-in/flux-room,exterior-flux=stand-in/flux-exterior`,
        `--generation-poll-ms 200`,
      ].join(' '),
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      // Warnings and errors only: a failure's cause stands out in CI's output (E2E_RUST_LOG=info
      // shows every request).
      env: {
        ...(Object.fromEntries(
          Object.entries(process.env).filter(([, value]) => value !== undefined),
        ) as Record<string, string>),
        RUST_LOG: process.env.E2E_RUST_LOG ?? 'warn',
      },
    };
  }),
});
