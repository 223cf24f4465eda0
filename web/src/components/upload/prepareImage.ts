import { checkImageFile } from './sniffImage';

/**
 * Readies a chosen file for sending: its type checked from its bytes, its size limit kept, and a
 * large photo scaled down in a worker. The server checks everything again; this only spares a
 * phone on a slow connection from sending what would be refused or is needlessly large.
 */
export async function prepareImage(file: File): Promise<{ blob: Blob } | { error: string }> {
  const checked = await checkImageFile(file);
  if ('error' in checked) return checked;
  return { blob: await shrinkInWorker(file, checked.type) };
}

/** How long a shrink may take before the original is sent instead. */
const SHRINK_TIMEOUT_MS = 20_000;

function shrinkInWorker(file: Blob, type: string): Promise<Blob> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined')
    return Promise.resolve(file);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./shrinkImage.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = (blob: Blob) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(blob);
    };
    const timer = setTimeout(() => done(file), SHRINK_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<Blob>) => done(event.data);
    worker.onerror = () => done(file);
    worker.postMessage({ file, type });
  });
}
