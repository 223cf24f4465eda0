import { describe, expect, it } from 'vitest';
import { drawingSizePx, MAX_DRAWING_PX, zoomBand } from './planRaster';

describe('plan drawing raster', () => {
  it('is sized for the top of its zoom band, twice as big one band up', () => {
    expect(zoomBand(19.2)).toBe(19);
    expect(zoomBand(19.9)).toBe(19);
    const at18 = drawingSizePx(20, 40, 30, 18, 1);
    const at17 = drawingSizePx(20, 40, 30, 17, 1);
    expect(at18.height).toBe(at17.height * 2);
    // Width to length as the plan.
    expect(at18.height / at18.width).toBeCloseTo(2, 1);
  });

  it('is never bigger than the cap, however close the zoom', () => {
    const size = drawingSizePx(40, 80, 30, 22, 3);
    expect(Math.max(size.width, size.height)).toBe(MAX_DRAWING_PX);
  });
});
