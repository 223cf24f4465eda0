import { describe, expect, it } from 'vitest';
import { nearPolygon } from './screenHit';

const square = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];

describe('nearPolygon', () => {
  it('is true on the plan and within reach of its edge, false further out', () => {
    expect(nearPolygon(square, { x: 50, y: 50 }, 0)).toBe(true);
    expect(nearPolygon(square, { x: 120, y: 50 }, 0)).toBe(false);
    expect(nearPolygon(square, { x: 120, y: 50 }, 32)).toBe(true);
    expect(nearPolygon(square, { x: 140, y: 140 }, 32)).toBe(false);
  });
});
