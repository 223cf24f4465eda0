import { describe, expect, it } from 'vitest';
import { answerFeatures, geometryOf, pointsOf, type LngLat } from './mapGeometry';

const lot: LngLat[] = [
  [-97.744, 30.271],
  [-97.7437, 30.271],
  [-97.7437, 30.27136],
  [-97.744, 30.27136],
];

describe('map answers', () => {
  it('answers with the GeoJSON of the question and reads it back', () => {
    const line = geometryOf('line', [lot[0] as LngLat, lot[1] as LngLat]);
    expect(line).toEqual({ type: 'LineString', coordinates: [lot[0], lot[1]] });
    const outline = geometryOf('polygon', lot.slice(0, 3));
    expect(outline).toEqual({ type: 'Polygon', coordinates: [[lot[0], lot[1], lot[2], lot[0]]] });
    expect(pointsOf(outline)).toEqual(lot.slice(0, 3));
    expect(geometryOf('line', [lot[0] as LngLat])).toBeNull();
  });

  it('draws a line being drawn with its corners, in the question colours', () => {
    const colors = { point: '#111111', line: '#222222', fill: 'none' };
    const drawing = answerFeatures([
      { mapType: 'polygon', points: lot.slice(0, 2), colors },
      { mapType: 'single', points: [lot[0] as LngLat], colors },
    ]);
    const types = drawing.features.map((f) => f.geometry.type);
    // Two taps of an outline are a line so far, plus its two corners and the single point.
    expect(types).toEqual(['LineString', 'Point', 'Point', 'Point']);
    expect(drawing.features[0]?.properties).toMatchObject({ line: '#222222', fillOpacity: 0 });
  });
});
