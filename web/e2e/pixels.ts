import type { Page } from '@playwright/test';

/** Which pixels count: each channel within `min`–`max` (0–255), red over blue by `minRedOverBlue`. */
export interface PixelMatch {
  min?: [number, number, number];
  max?: [number, number, number];
  minRedOverBlue?: number;
}

/**
 * A footprint pixel: the plan's accent fill (#ee8865 at 70 % over the map) is warm, strongly red
 * over blue. The neutral ground of the map, shown when imagery cannot load, is not.
 */
export const FOOTPRINT_PIXEL: PixelMatch = { min: [180, 0, 0], minRedOverBlue: 60 };

/**
 * Counts the pixels of a PNG screenshot that match `match`: all of them, or only those inside a
 * centred box of `box`×`box` CSS pixels. The PNG is decoded by the page itself, so the suite
 * needs no image library.
 */
export async function countPixels(
  page: Page,
  png: Buffer,
  match: PixelMatch,
  box?: number,
): Promise<number> {
  return page.evaluate(
    async ({ base64, box, match }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const scale = window.devicePixelRatio;
      const width = box === undefined ? image.width : Math.round(box * scale);
      const height = box === undefined ? image.height : Math.round(box * scale);
      const left = Math.round(image.width / 2 - width / 2);
      const top = Math.round(image.height / 2 - height / 2);
      const { data } = context.getImageData(left, top, width, height);
      const min = match.min ?? [0, 0, 0];
      const max = match.max ?? [255, 255, 255];
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        const inRange = rgb.every((value, c) => value >= (min[c] ?? 0) && value <= (max[c] ?? 255));
        const warm = (rgb[0] ?? 0) - (rgb[2] ?? 0) >= (match.minRedOverBlue ?? -255);
        if (inRange && warm) count += 1;
      }
      return count;
    },
    { base64: png.toString('base64'), box, match },
  );
}
