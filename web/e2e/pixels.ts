import type { Page } from '@playwright/test';

/**
 * Counts the pixels of a PNG screenshot, inside a centred box of `box`×`box` CSS pixels, that
 * match `isMatch`. The PNG is decoded by the page itself, so the suite needs no image library.
 */
export async function countCentrePixels(
  page: Page,
  png: Buffer,
  box: number,
  match: { minRed: number; minRedOverBlue: number },
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
      const size = Math.round(box * scale);
      const left = Math.round(image.width / 2 - size / 2);
      const top = Math.round(image.height / 2 - size / 2);
      const { data } = context.getImageData(left, top, size, size);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        const red = data[i] ?? 0;
        const blue = data[i + 2] ?? 0;
        if (red >= match.minRed && red - blue >= match.minRedOverBlue) count += 1;
      }
      return count;
    },
    { base64: png.toString('base64'), box, match },
  );
}
