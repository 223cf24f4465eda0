import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './loadChunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('gives the module once it has loaded', async () => {
    await expect(loadChunk('PlansScreen', () => Promise.resolve({ answer: 42 }))).resolves.toEqual({
      answer: 42,
    });
  });

  it("says 'Loading chunk {name} failed.' with the browser's reason when the import fails", async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/PlansScreen-1a2b.js',
    );
    const loading = loadChunk('PlansScreen', () => Promise.reject(failure));
    await expect(loading).rejects.toThrow(ChunkLoadError);
    await expect(loading).rejects.toThrow(
      'Loading chunk PlansScreen failed.\n(error: Failed to fetch dynamically imported module: http://localhost/assets/PlansScreen-1a2b.js)',
    );
    await expect(loading).rejects.toMatchObject({ chunk: 'PlansScreen', cause: failure });
  });

  it('gives up after 120 seconds without an answer, and not before', async () => {
    vi.useFakeTimers();
    const loading = loadChunk('MapScreen', () => new Promise<never>(() => undefined));
    const outcome = vi.fn();
    loading.then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await expect(loading).rejects.toThrow(
      'Loading chunk MapScreen failed.\n(timeout: not loaded within 120 s)',
    );
  });
});
