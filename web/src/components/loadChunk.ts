/** How long a screen's code may take to arrive before the screen gives up (SPEC §8). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A part of the app's code did not load: "Loading chunk {name} failed." and, on the next line in
 * brackets, why (SPEC §8). Deploying a new build removes the old chunks, so an open tab meets
 * this on its next lazy screen; a reload fetches the current build.
 */
export class ChunkLoadError extends Error {
  /** The chunk's name, e.g. 'PlansScreen'. */
  readonly chunk: string;
  /** Why it failed: `timeout: …` or `error: <the browser's message>`. */
  readonly reason: string;

  constructor(chunk: string, reason: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunk} failed.\n(${reason})`, options);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.reason = reason;
  }
}

/**
 * Runs `load` (a dynamic `import()` of chunk `chunk`) and settles with it, or rejects with a
 * `ChunkLoadError` when it fails or has not arrived within 120 seconds. A browser waits much
 * longer on a stalled connection, and the screen would spin until then.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(chunk, `timeout: not loaded within ${CHUNK_TIMEOUT_MS / 1000} s`));
    }, CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(chunk, `error: ${message}`, { cause: error }));
      },
    );
  });
}
