import { describe, expect, it } from 'vitest';
import type { BuildableArea } from '../../../geometry/geometryApi';
import {
  buildableFeatures,
  buildableSentence,
  NO_ROOM_LEFT,
  NO_SPOT_AT_THIS_ANGLE,
  sameRegion,
} from './buildableArea';

/** A square ring of `size` degrees whose south-west corner is `[lon, lat]`, flat as the worker gives it. */
function square(lon: number, lat: number, size: number): number[] {
  return [lon, lat, lon + size, lat, lon + size, lat + size, lon, lat + size];
}

function area(overrides: Partial<BuildableArea> = {}): BuildableArea {
  return {
    angleDeg: 0,
    // The room left: a square with a structure's hole in it.
    room: [[square(-97.7401, 30.27, 0.0002), square(-97.74, 30.2701, 0.00002)]],
    roomSqft: 2340.4,
    // Where the centre may go: two separate squares.
    centre: [[square(-97.7401, 30.27, 0.00001)], [square(-97.7399, 30.2701, 0.00001)]],
    centreSqft: 419.6,
    ...overrides,
  };
}

describe('buildableFeatures', () => {
  it('gives the room and the centre region as closed multipolygons, holes kept', () => {
    const { features } = buildableFeatures(area());
    expect(features.map((feature) => feature.properties.kind)).toEqual(['room', 'centre']);

    const [room, centre] = features.map((feature) => feature.geometry.coordinates);
    expect(room).toHaveLength(1);
    expect(room?.[0]).toHaveLength(2);
    expect(room?.[0]?.[0]).toEqual([
      [-97.7401, 30.27],
      [-97.7401 + 0.0002, 30.27],
      [-97.7401 + 0.0002, 30.27 + 0.0002],
      [-97.7401, 30.27 + 0.0002],
      [-97.7401, 30.27],
    ]);
    expect(centre).toHaveLength(2);
    for (const ring of [...(room ?? []), ...(centre ?? [])].flat()) {
      expect(ring.at(-1)).toEqual(ring[0]);
    }
  });

  it('has no centre feature when no spot works at this angle', () => {
    const { features } = buildableFeatures(area({ centre: [], centreSqft: 0 }));
    expect(features.map((feature) => feature.properties.kind)).toEqual(['room']);
  });

  it('leaves out a polygon whose outline has fewer than three corners, and such a hole', () => {
    const { features } = buildableFeatures(
      area({
        room: [[square(-97.7401, 30.27, 0.0002), [-97.74, 30.27, -97.7399, 30.27]]],
        centre: [[[-97.74, 30.27, -97.7399, 30.27]]],
      }),
    );
    expect(features.map((feature) => feature.properties.kind)).toEqual(['room']);
    expect(features[0]?.geometry.coordinates[0]).toHaveLength(1);
  });

  it('is empty without an answer, so the map shades nothing', () => {
    expect(buildableFeatures(undefined)).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('buildableSentence', () => {
  it('says the room left and how far the centre can move, in whole square feet', () => {
    expect(buildableSentence(area())).toBe(
      "Room left after setbacks: 2,340 sq ft · the plan's centre can move within 420 sq ft at this angle",
    );
  });

  it('says a sliver of a region is less than 1 sq ft rather than 0', () => {
    expect(buildableSentence(area({ centreSqft: 0.3 }))).toBe(
      "Room left after setbacks: 2,340 sq ft · the plan's centre can move within less than 1 sq ft at this angle",
    );
  });

  it('says to turn the plan or pick a smaller one when no spot works at this angle', () => {
    expect(buildableSentence(area({ centre: [], centreSqft: 0 }))).toBe(NO_SPOT_AT_THIS_ANGLE);
    expect(NO_SPOT_AT_THIS_ANGLE).toBe(
      'No spot keeps every rule at this angle — turn the plan or pick a smaller one.',
    );
  });

  it('says the lot has no room when the setbacks leave none', () => {
    expect(buildableSentence(area({ room: [], roomSqft: 0, centre: [], centreSqft: 0 }))).toBe(
      NO_ROOM_LEFT,
    );
  });
});

describe('sameRegion', () => {
  it('compares corners, not objects', () => {
    const room = [[[0, 0, 1, 0, 1, 1]]];
    expect(sameRegion(room, [[[0, 0, 1, 0, 1, 1]]])).toBe(true);
    expect(sameRegion(room, [[[0, 0, 1, 0, 1, 2]]])).toBe(false);
    expect(sameRegion(room, [[[0, 0, 1, 0, 1, 1]], [[5, 5, 6, 5, 6, 6]]])).toBe(false);
    expect(sameRegion(undefined, undefined)).toBe(true);
    expect(sameRegion(room, undefined)).toBe(false);
  });
});
