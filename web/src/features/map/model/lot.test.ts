import { describe, expect, it } from 'vitest';
import { edgeMidpoints } from './corners';
import {
  addCorner,
  degreesPerFoot,
  lotContains,
  lotFromCorners,
  lotRing,
  moveCorner,
  removeCorner,
  lineKindName,
  lineKindsKnown,
  withLineKindChosen,
  type Lot,
  setSetback,
  startingLot,
} from './lot';

describe('startingLot', () => {
  const center: [number, number] = [-97.7404, 30.2747];
  const lot = startingLot(center);

  it('is a 60 × 120 ft rectangle around the point with 4 ft setbacks on every edge', () => {
    const per = degreesPerFoot(center[1]);
    const lons = lot.corners.map(([lon]) => lon);
    const lats = lot.corners.map(([, lat]) => lat);
    expect((Math.max(...lons) - Math.min(...lons)) / per.lon).toBeCloseTo(60, 6);
    expect((Math.max(...lats) - Math.min(...lats)) / per.lat).toBeCloseTo(120, 6);
    expect(lot.setbacksFt).toEqual([4, 4, 4, 4]);
    expect(lot.lineKinds).toEqual(['side', 'side', 'side', 'side']);
    expect(lineKindsKnown(lot)).toBe(false);
    expect(lotContains(lot, center)).toBe(true);
  });

  it('closes its ring for GeoJSON', () => {
    const ring = lotRing(lot);
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
  });
});

describe('lotContains', () => {
  // An L-shaped (concave) lot: the notch at the top right is outside.
  const lot = lotFromCorners([
    [0, 0],
    [0, 2],
    [1, 2],
    [1, 1],
    [2, 1],
    [2, 0],
  ]);

  it('tells inside from outside, also in a notch', () => {
    expect(lotContains(lot, [0.5, 1.5])).toBe(true);
    expect(lotContains(lot, [1.5, 0.5])).toBe(true);
    expect(lotContains(lot, [1.5, 1.5])).toBe(false);
    expect(lotContains(lot, [3, 0.5])).toBe(false);
  });
});

describe('lot editing', () => {
  const square: Lot = {
    corners: [
      [0, 0],
      [0, 2],
      [2, 2],
      [2, 0],
    ],
    setbacksFt: [1, 2, 3, 4],
    lineKinds: ['side', 'rear', 'front', 'side'],
    lineKindsChosen: [false, false, true, false],
  };

  it('adds a corner in the middle of an edge, both halves keeping its setback and kind', () => {
    const lot = addCorner(square, 1);
    expect(lot.corners).toEqual([
      [0, 0],
      [0, 2],
      [1, 2],
      [2, 2],
      [2, 0],
    ]);
    expect(lot.setbacksFt).toEqual([1, 2, 2, 3, 4]);
    expect(lot.lineKinds).toEqual(['side', 'rear', 'rear', 'front', 'side']);
    expect(lot.lineKindsChosen).toEqual([false, false, false, true, false]);
  });

  it('removes a corner, merging its edges, and keeps at least three', () => {
    const lot = removeCorner(square, 2);
    expect(lot.corners).toEqual([
      [0, 0],
      [0, 2],
      [2, 0],
    ]);
    expect(lot.setbacksFt).toEqual([1, 2, 4]);
    // The front edge (2 → 3) merged into edge 1 (1 → 3), which is the front now.
    expect(lot.lineKinds).toEqual(['side', 'front', 'side']);
    expect(removeCorner(lot, 0)).toBe(lot);
  });

  it('keeps the kinds of the lines left when the first corner goes', () => {
    const lot = removeCorner(square, 0);
    expect(lot.setbacksFt).toEqual([2, 3, 4]);
    expect(lot.lineKinds).toEqual(['rear', 'front', 'side']);
    expect(lot.lineKindsChosen).toEqual([false, true, false]);
  });

  it("marks the homeowner's choice of a line's kind", () => {
    const lot = withLineKindChosen(square, 0, 'streetSide');
    expect(lot.lineKinds).toEqual(['streetSide', 'rear', 'front', 'side']);
    expect(lot.lineKindsChosen).toEqual([true, false, true, false]);
    expect(lineKindName(lot, 0)).toBe('street side');
    expect(lineKindName(lotFromCorners(square.corners), 0)).toBe('');
  });

  it('moves a corner and sets setbacks', () => {
    expect(moveCorner(square, 0, [-1, -1]).corners[0]).toEqual([-1, -1]);
    expect(setSetback(square, 0, 10).setbacksFt).toEqual([10, 2, 3, 4]);
    expect(setSetback(square, 0, Number.NaN).setbacksFt).toEqual([0, 2, 3, 4]);
    expect(edgeMidpoints(square.corners)[0]).toEqual([0, 1]);
  });
});
