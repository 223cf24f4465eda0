import { describe, expect, it } from 'vitest';
import type { LonLat } from '../../../geometry/ring';
import { degreesPerFoot, lotFromCorners, setSetback, startingLot, type Lot } from './lot';
import { lotLines } from './lotLines';

const centre: LonLat = [-97.7404, 30.2747];
const per = degreesPerFoot(centre[1]);

/** A point as feet east and north of `centre`. */
function feet([lon, lat]: LonLat): [number, number] {
  return [(lon - centre[0]) / per.lon, (lat - centre[1]) / per.lat];
}

function expectFeet(point: LonLat | undefined, east: number, north: number) {
  if (!point) throw new Error('no point');
  const [x, y] = feet(point);
  expect(x).toBeCloseTo(east, 6);
  expect(y).toBeCloseTo(north, 6);
}

describe('lotLines', () => {
  // 60 ft wide, 120 ft deep; corners clockwise from the south-west, 4 ft setbacks.
  const lot = startingLot(centre);

  it('numbers the lines as the panels do and measures them in feet', () => {
    const lines = lotLines(lot);
    expect(lines.map((line) => line.edge)).toEqual([0, 1, 2, 3]);
    expect(lines.map((line) => line.lengthFt)).toEqual([
      expect.closeTo(120, 6),
      expect.closeTo(60, 6),
      expect.closeTo(120, 6),
      expect.closeTo(60, 6),
    ]);
  });

  it("measures a surveyed lot's lines as the ground has them", () => {
    // The example lot of api/tests/it/fixtures/lots (longitude/latitude by PROJ), and its lines'
    // geodesic lengths on GRS80 (pyproj's Geod.inv), feet.
    const surveyed = lotFromCorners([
      [-97.7405147892, 30.2745292735],
      [-97.7403089328, 30.274525108],
      [-97.7403001832, 30.2748508467],
      [-97.7403397137, 30.2748832756],
      [-97.7405051912, 30.274886624],
    ]);
    expect(lotLines(surveyed).map((line) => line.lengthFt)).toEqual([
      expect.closeTo(65.003, 2),
      expect.closeTo(118.505, 2),
      expect.closeTo(17.171, 2),
      expect.closeTo(52.252, 2),
      expect.closeTo(130.005, 2),
    ]);
  });

  it('draws each setback inside the lot, ending on its neighbours', () => {
    const [west, north] = lotLines(lot);
    expectFeet(west?.setback?.[0], -26, -56);
    expectFeet(west?.setback?.[1], -26, 56);
    expectFeet(north?.setback?.[0], -26, 56);
    expectFeet(north?.setback?.[1], 26, 56);
  });

  it('puts the label side outside the lot', () => {
    const [west, north] = lotLines(lot);
    expectFeet(west?.outside, -31, 0);
    expectFeet(north?.outside, 0, 61);
  });

  it('gives the same lines for a counter-clockwise ring', () => {
    const reversed: Lot = lotFromCorners([...lot.corners].reverse());
    // Reversed, line 0 runs south-east → north-east: the east line.
    const [east] = lotLines(reversed);
    expectFeet(east?.setback?.[0], 26, -56);
    expectFeet(east?.setback?.[1], 26, 56);
    expectFeet(east?.outside, 31, 0);
  });

  it('draws no setback line for a 0 ft setback, or one that swallows the line', () => {
    expect(lotLines(setSetback(lot, 1, 0))[1]?.setback).toBeUndefined();
    // 70 ft in from both long sides of a 60 ft wide lot: the short lines have nothing left.
    const squeezed = setSetback(setSetback(lot, 0, 70), 2, 70);
    expect(lotLines(squeezed)[1]?.setback).toBeUndefined();
    expect(lotLines(squeezed)[3]?.setback).toBeUndefined();
  });
});
