/** Where images are uploaded (SPEC §7.3). */
export const UPLOAD_ENDPOINT = '/api/upload/image';

/** The stored files of an upload, as the API answers them. */
export interface UploadedFiles {
  original: { url: string; size: number; type: string };
  compressed: { url: string; size: number; type: string; watermarked: boolean };
  thumbnail?: { url: string };
}

export interface UploadOptions {
  name: string;
  folder: string;
  watermark: boolean;
  /** Called with 0-100 as the request body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const NETWORK_ERROR = 'Upload failed: the connection was lost. Please try again.';
export const ABORTED = 'Upload cancelled';

/**
 * Sends one image as SPEC's multipart form. XMLHttpRequest, not fetch: only it reports upload
 * progress. Rejects with a message a person can act on (SPEC §8): the server's message when
 * the answer has one, else the status; a network failure says so.
 */
export function uploadImage(image: Blob, options: UploadOptions): Promise<UploadedFiles> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('name', options.name);
    form.append('image', image, options.name);
    form.append('folder', options.folder);
    form.append('addWatermark', options.watermark ? 'true' : 'false');

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_ENDPOINT);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const message = typeof body?.message === 'string' ? body.message : undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(message ?? `Upload failed (status ${xhr.status})`));
      } else if (body?.status !== 'success' || !body.data) {
        reject(new Error(message ?? 'Upload failed'));
      } else {
        resolve(body.data as UploadedFiles);
      }
    };
    xhr.onerror = () => reject(new Error(NETWORK_ERROR));
    xhr.onabort = () => reject(new Error(ABORTED));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
