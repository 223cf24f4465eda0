import { describe, expect, it } from 'vitest';
import { planShrink } from './shrinkPlan';

/** A photo re-encoded as a JPEG of `width` × `height` at 85% quality. */
const jpeg = (width: number, height: number) => ({
  width,
  height,
  type: 'image/jpeg',
  quality: 0.85,
});

describe('planShrink', () => {
  it('scales a photo with a long side over 4096 px, keeping its proportions', () => {
    expect(planShrink(8000, 6000, 'image/jpeg', 9_000_000)).toEqual(jpeg(4096, 3072));
    expect(planShrink(3000, 6000, 'image/png', 900_000)).toMatchObject({
      width: 2048,
      height: 4096,
      quality: 1,
    });
  });

  it('re-encodes a 12-megapixel JPEG over 1.5 MB at its own size', () => {
    expect(planShrink(4000, 3000, 'image/jpeg', 4_800_000)).toEqual(jpeg(4000, 3000));
  });

  it('sends small images and GIFs as they are', () => {
    expect(planShrink(4000, 3000, 'image/jpeg', 1_200_000)).toBeUndefined();
    expect(planShrink(1200, 800, 'image/png', 3_000_000)).toBeUndefined();
    expect(planShrink(9000, 9000, 'image/gif', 3_000_000)).toBeUndefined();
  });
});
