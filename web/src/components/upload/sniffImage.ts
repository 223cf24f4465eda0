/** The image types the upload accepts, decided from the bytes (as the server does too). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** Largest file the server takes (its `UPLOAD_MAX_MB` default). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded.';
export const TOO_LARGE = 'This image is larger than 20 MB.';

/** The type whose signature `head` (the file's first bytes) starts with, if any. */
export function sniffImageType(head: Uint8Array): ImageType | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (at: number, text: string) =>
    Array.from(text, (_, i) => text.charCodeAt(i)).every((c, i) => head[at + i] === c);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  return undefined;
}

/** Checks a chosen file before anything is sent: its real type and its size. */
export async function checkImageFile(file: Blob): Promise<{ type: ImageType } | { error: string }> {
  if (file.size > MAX_UPLOAD_BYTES) return { error: TOO_LARGE };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffImageType(head);
  return type ? { type } : { error: NOT_AN_IMAGE };
}
