/** Where the API fetches an image by url for an admin (SPEC §7.3). */
export const DOWNLOAD_ENDPOINT = '/api/download/image';

/** SPEC §7.3: a downloaded file's extension comes from its content type; jpg when unknown. */
export function extensionFor(contentType: string | null): string {
  const subtype = ((contentType ?? '').split(';')[0] ?? '')
    .trim()
    .toLowerCase()
    .replace(/^image\//, '');
  const known: Record<string, string> = {
    jpeg: 'jpg',
    jpg: 'jpg',
    png: 'png',
    gif: 'gif',
    webp: 'webp',
    'svg+xml': 'svg',
    bmp: 'bmp',
    tiff: 'tiff',
  };
  return known[subtype] ?? 'jpg';
}

/**
 * The image at `url` as a file, fetched through the API (which refuses private addresses and
 * oversized files). Rejects with the server's message, or the status when there is none.
 */
export async function downloadImage(url: string, baseName: string): Promise<File> {
  const response = await fetch(DOWNLOAD_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message || `The server answered ${response.status}`);
  }
  const type = response.headers.get('Content-Type') ?? '';
  const bytes = await response.arrayBuffer();
  return new File([bytes], `${baseName}.${extensionFor(type)}`, { type });
}

/** Hands `file` to the browser as a download. */
export function saveFile(file: File): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object url can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
