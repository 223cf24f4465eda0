import type { BuildableArea } from '../../../geometry/geometryApi';
import { ringFromFlat, type LonLat } from '../../../geometry/ring';
import { withThousands } from '../../../lib/price';
import { MIN_CORNERS } from './corners';

/**
 * The two regions the map shades: `room`, what the setbacks and separations leave of the lot;
 * `centre`, where the plan's centre may move at its angle with every rule kept.
 */
export type BuildableKind = 'room' | 'centre';

/** One shaded region as a GeoJSON feature (written out here: the model imports no package). */
export interface BuildableFeature {
  type: 'Feature';
  properties: { kind: BuildableKind };
  geometry: { type: 'MultiPolygon'; coordinates: LonLat[][][] };
}

/** The shaded regions as a GeoJSON FeatureCollection, for the map's source. */
export interface BuildableFeatures {
  type: 'FeatureCollection';
  features: BuildableFeature[];
}

/**
 * The worker's regions as the map's features: one MultiPolygon per kind (`properties.kind`), its
 * rings closed as GeoJSON wants them. A kind with nothing in it has no feature.
 */
export function buildableFeatures(area: BuildableArea | undefined): BuildableFeatures {
  const features: BuildableFeature[] = [];
  if (area) {
    for (const [kind, region] of [
      ['room', area.room],
      ['centre', area.centre],
    ] as const) {
      const polygons = multiPolygon(region);
      if (polygons.length === 0) continue;
      features.push({
        type: 'Feature',
        properties: { kind },
        geometry: { type: 'MultiPolygon', coordinates: polygons },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/**
 * Polygons of flat rings (outline first, then holes) → GeoJSON polygons. A ring of fewer than
 * three corners is no area: such an outline drops its polygon, such a hole only itself.
 */
function multiPolygon(region: number[][][]): LonLat[][][] {
  const polygons: LonLat[][][] = [];
  for (const [outline, ...holes] of region) {
    if (!outline || !isArea(outline)) continue;
    polygons.push([ringFromFlat(outline), ...holes.filter(isArea).map(ringFromFlat)]);
  }
  return polygons;
}

function isArea(flat: number[]): boolean {
  return flat.length >= 2 * MIN_CORNERS && flat.length % 2 === 0;
}

/** Whether two regions (polygons of flat rings) have the same corners. */
export function sameRegion(a: number[][][] | undefined, b: number[][][] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((polygon, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      polygon.length === other.length &&
      polygon.every((ring, j) => {
        const otherRing = other[j];
        return (
          otherRing !== undefined &&
          ring.length === otherRing.length &&
          ring.every((v, k) => v === otherRing[k])
        );
      })
    );
  });
}

/** Said when no spot keeps every rule at the plan's angle. */
export const NO_SPOT_AT_THIS_ANGLE =
  'No spot keeps every rule at this angle — turn the plan or pick a smaller one.';

/** Said when the setbacks and separations leave nothing of the lot. */
export const NO_ROOM_LEFT = 'The setbacks leave no room to build on this lot.';

/**
 * The shading in words, for the fit panel: how much room the setbacks leave, and how far the
 * plan's centre can move at its angle — or that no spot works at that angle.
 */
export function buildableSentence(area: BuildableArea): string {
  const room = Math.round(area.roomSqft);
  if (room < 1) return NO_ROOM_LEFT;
  if (area.centre.length === 0 || area.centreSqft <= 0) return NO_SPOT_AT_THIS_ANGLE;
  const centre = Math.round(area.centreSqft);
  const within = centre < 1 ? 'less than 1 sq ft' : `${withThousands(centre)} sq ft`;
  return `Room left after setbacks: ${withThousands(room)} sq ft · the plan's centre can move within ${within} at this angle`;
}
