import type { Area } from 'react-easy-crop';

/** The part `area` (in the image's pixels) of `image` as a new file of the same type. */
export async function cropImage(image: Blob, area: Area, type: string): Promise<Blob> {
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot crop images.');
  context.drawImage(
    bitmap,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  bitmap.close();
  // A GIF cannot be written by a canvas; its cropped first frame goes as PNG.
  const outType = type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped.'))),
      outType,
      0.92,
    );
  });
}
