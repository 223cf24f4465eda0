import type { UploadedImage } from './uploadedImage';

/** Urls already looked up, so a failed look-up is not repeated on every render. */
const asked = new Set<string>();

/**
 * Fills in the size and type of stored images that arrive without them, from
 * `POST /api/image/metadata`; a failure leaves them as they are (SPEC §7.3).
 */
export async function fillMissingMetadata(
  images: readonly UploadedImage[],
  found: (uid: string, metadata: { size: number; type: string }) => void,
): Promise<void> {
  const missing = images.filter(
    (image) =>
      image.status === 'done' &&
      image.url &&
      (image.size === undefined || !image.type) &&
      !asked.has(image.url),
  );
  await Promise.all(
    missing.map(async (image) => {
      const url = image.url as string;
      asked.add(url);
      try {
        const response = await fetch('/api/image/metadata', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ url }),
        });
        if (!response.ok) return;
        const body = (await response.json()) as { size?: number | string; type?: string };
        const size = Number(body.size);
        if (Number.isFinite(size) && typeof body.type === 'string')
          found(image.uid, { size, type: body.type });
      } catch {
        // SPEC: failures are ignored; the card shows no size.
      }
    }),
  );
}
