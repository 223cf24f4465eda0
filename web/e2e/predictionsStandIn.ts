import { createServer } from 'node:http';
import { listenUntilStopped, predictionsPort } from './server';
import { photoPng } from './testImages';

/** The token the API under test is started with (`--generation-api-token`). */
export const PREDICTIONS_TOKEN = 'e2e-token';

/**
 * A tiny server speaking Replicate's predictions protocol for the API under test, which is
 * started with `--generation-api-url` pointing here: a prediction is created, answers
 * `processing` for its first three seconds (long enough for the studio's 2.5-second refresh to
 * show it running) and then `succeeded` with one PNG. Returns the teardown.
 */
export default function startPredictionsStandIn(): Promise<() => Promise<void>> {
  const startedAt = new Map<string, number>();
  let created = 0;
  const base = `http://127.0.0.1:${predictionsPort}`;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', base).pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path.startsWith('/files/')) {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(photoPng(96, 64));
      return;
    }
    if (request.headers.authorization !== `Bearer ${PREDICTIONS_TOKEN}`) {
      json(401, { detail: 'Invalid token.' });
      return;
    }
    if (request.method === 'POST' && /^\/v1\/models\/[^/]+\/[^/]+\/predictions$/.test(path)) {
      request.resume();
      created += 1;
      startedAt.set(`pred-${created}`, Date.now());
      json(201, { id: `pred-${created}`, status: 'starting', output: null, error: null });
      return;
    }
    const polled = /^\/v1\/predictions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && polled) {
      const id = polled[1];
      const running = Date.now() - (startedAt.get(id) ?? 0) < 3000;
      json(
        200,
        running
          ? { id, status: 'processing', output: null }
          : { id, status: 'succeeded', output: [`${base}/files/${id}.png`] },
      );
      return;
    }
    json(404, { detail: 'Not found.' });
  });
  return listenUntilStopped(server, predictionsPort);
}
