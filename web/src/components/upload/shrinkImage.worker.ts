/// <reference lib="webworker" />
/**
 * Shrinks a photo off the main thread before it is sent: decoded upright (EXIF orientation
 * applied by the browser), scaled and re-encoded as `planShrink` decides. Answers the new blob,
 * or the original when nothing needed doing or the browser cannot.
 */
import { planShrink } from './shrinkPlan';
import type { ImageType } from './sniffImage';

interface ShrinkRequest {
  file: Blob;
  type: ImageType;
}

self.onmessage = async (event: MessageEvent<ShrinkRequest>) => {
  const { file, type } = event.data;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const plan = planShrink(bitmap.width, bitmap.height, type, file.size);
    if (!plan) {
      bitmap.close();
      self.postMessage(file);
      return;
    }
    const canvas = new OffscreenCanvas(plan.width, plan.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, plan.width, plan.height);
    bitmap.close();
    const shrunk = await canvas.convertToBlob({ type: plan.type, quality: plan.quality });
    self.postMessage(shrunk.size < file.size ? shrunk : file);
  } catch {
    self.postMessage(file);
  }
};
