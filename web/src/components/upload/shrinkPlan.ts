import type { ImageType } from './sniffImage';

/** Longest side a photo is sent with: phones take 4000-8000 px, the server keeps 2048 px. */
export const MAX_SEND_SIDE = 4096;
/** A JPEG larger than this is re-encoded before it is sent (a 12-megapixel phone photo is 3-6 MB). */
export const REENCODE_FROM_BYTES = 1.5 * 1024 * 1024;
/** Quality of a re-encoded JPEG: sharp at 2048 px after the server's own compression. */
export const SEND_JPEG_QUALITY = 0.85;

/** What to do with a photo before sending it; `undefined` when it goes as it is. */
export interface ShrinkPlan {
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  quality: number;
}

/**
 * Decides how to send an image of `width`×`height` (as displayed, orientation applied) and
 * `bytes`: scaled to a long side of 4096 px when larger, and a JPEG over 1.5 MB re-encoded.
 * GIFs go as they are (the server keeps their first frame), as does anything already small.
 */
export function planShrink(
  width: number,
  height: number,
  type: ImageType,
  bytes: number,
): ShrinkPlan | undefined {
  if (type === 'image/gif') return undefined;
  const longSide = Math.max(width, height);
  const scale = longSide > MAX_SEND_SIDE ? MAX_SEND_SIDE / longSide : 1;
  const tooHeavy = type === 'image/jpeg' && bytes > REENCODE_FROM_BYTES;
  if (scale === 1 && !tooHeavy) return undefined;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    type,
    quality: type === 'image/png' ? 1 : SEND_JPEG_QUALITY,
  };
}
