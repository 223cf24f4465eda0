import { describe, expect, it } from 'vitest';
import { groundFrame, scaleOfZoom, zoomOfScale } from './ground';

describe('ground units', () => {
  it('come back as the position they were made from, whatever the bearing', () => {
    for (const bearing of [0, 33, -120]) {
      const { toGround, toLonLat } = groundFrame(bearing);
      const [lon, lat] = toLonLat(toGround([-97.7431, 30.2672]));
      expect(lon).toBeCloseTo(-97.7431, 9);
      expect(lat).toBeCloseTo(30.2672, 9);
    }
  });

  it('lie as the screen does: east to the right and north up, or east up when the map faces east', () => {
    const north = groundFrame(0);
    const origin = north.toGround([0, 0]);
    expect(north.toGround([1, 0]).x).toBeGreaterThan(origin.x);
    expect(north.toGround([0, 1]).y).toBeLessThan(origin.y);

    const east = groundFrame(90);
    const start = east.toGround([0, 0]);
    const ahead = east.toGround([1, 0]);
    expect(ahead.y).toBeLessThan(start.y);
    expect(ahead.x).toBeCloseTo(start.x, 12);
  });

  it('are 512 px across the world at zoom 0, doubling with every zoom level', () => {
    expect(scaleOfZoom(0)).toBe(512);
    expect(scaleOfZoom(19.5) / scaleOfZoom(18.5)).toBeCloseTo(2);
    expect(zoomOfScale(scaleOfZoom(17.25))).toBeCloseTo(17.25);
  });
});
