import { describe, expect, it } from 'vitest';
import { geometryOf, lotFrame, pointsOf, type LngLat } from './lotFrame';

const lot: LngLat[] = [
  [-97.744, 30.271],
  [-97.7437, 30.271],
  [-97.7437, 30.27136],
  [-97.744, 30.27136],
];

describe('drawing map answers on the lot', () => {
  it('frames the lot in metres with a margin, and maps back to longitude and latitude', () => {
    const frame = lotFrame(lot, null);
    expect(frame).toBeDefined();
    if (!frame) return;
    const [x, y] = frame.toMetres([-97.7437, 30.27136]);
    expect(x).toBeCloseTo(28.8, 0);
    expect(y).toBeCloseTo(39.8, 0);
    const back = frame.toLngLat([x, y]);
    expect(back[0]).toBeCloseTo(-97.7437, 7);
    expect(frame.extent[0]).toBeCloseTo(-10, 5);
    expect(frame.lot).toHaveLength(4);
  });

  it('frames an address alone 30 m every way, and nothing without a position', () => {
    expect(lotFrame([], [-97.74, 30.27])?.extent).toEqual([-30, -30, 60, 60]);
    expect(lotFrame([], null)).toBeUndefined();
  });

  it('answers with the GeoJSON of the question and reads it back', () => {
    const line = geometryOf('line', [lot[0] as LngLat, lot[1] as LngLat]);
    expect(line).toEqual({ type: 'LineString', coordinates: [lot[0], lot[1]] });
    const outline = geometryOf('polygon', lot.slice(0, 3));
    expect(outline).toEqual({ type: 'Polygon', coordinates: [[lot[0], lot[1], lot[2], lot[0]]] });
    expect(pointsOf(outline)).toEqual(lot.slice(0, 3));
    expect(geometryOf('line', [lot[0] as LngLat])).toBeNull();
  });
});
