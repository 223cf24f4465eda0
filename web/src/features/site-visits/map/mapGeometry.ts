import type { Feature, FeatureCollection } from 'geojson';
import type { SiteVisitDetail } from '../api/siteVisitsApi';

/** Longitude, latitude. */
export type LngLat = [number, number];

/** The GeoJSON geometry a map question of `mapType` answers with, from its points. */
export function geometryOf(mapType: string, points: LngLat[]): object | null {
  const rounded = points.map(([lng, lat]) => [round(lng), round(lat)]);
  switch (mapType) {
    case 'single':
      return rounded[0] ? { type: 'Point', coordinates: rounded[0] } : null;
    case 'multiple':
      return rounded.length > 0 ? { type: 'MultiPoint', coordinates: rounded } : null;
    case 'line':
      return rounded.length >= 2 ? { type: 'LineString', coordinates: rounded } : null;
    case 'polygon':
      return rounded.length >= 3
        ? { type: 'Polygon', coordinates: [[...rounded, rounded[0]]] }
        : null;
    default:
      return null;
  }
}

/** The points of a stored map answer (an outline without its closing point). */
export function pointsOf(geometry: unknown): LngLat[] {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (!g || !Array.isArray(g.coordinates)) return [];
  const pairs = (list: unknown): LngLat[] =>
    Array.isArray(list) ? (list.filter((p) => Array.isArray(p) && p.length >= 2) as LngLat[]) : [];
  switch (g.type) {
    case 'Point':
      return pairs([g.coordinates]);
    case 'MultiPoint':
    case 'LineString':
      return pairs(g.coordinates);
    case 'Polygon':
      return pairs(g.coordinates[0]).slice(0, -1);
    default:
      return [];
  }
}

/** Seven decimals: about a centimetre, as precise as a phone's finger needs. */
function round(degrees: number): number {
  return Math.round(degrees * 1e7) / 1e7;
}

/** The colours of a map answer whose question names none. */
export const DEFAULT_ANSWER_COLORS = { point: '#e4572e', line: '#e4572e', fill: 'none' };

/** One answer drawn on the visit's map, in its question's colours. */
export interface DrawnAnswer {
  mapType: string;
  points: LngLat[];
  colors: { point: string; line: string; fill: string };
}

/**
 * Each answer's shape with its colours as properties, and its corners as points so a line or an
 * outline being drawn shows where each tap landed.
 */
export function answerFeatures(answers: readonly DrawnAnswer[]): FeatureCollection {
  const features: Feature[] = [];
  for (const { mapType, points, colors } of answers) {
    const properties = {
      point: colors.point,
      line: colors.line,
      fill: colors.fill === 'none' ? '#000000' : colors.fill,
      fillOpacity: colors.fill === 'none' ? 0 : 0.35,
    };
    const shape =
      mapType === 'line' || mapType === 'polygon'
        ? (geometryOf(mapType, points) ?? (points.length >= 2 ? geometryOf('line', points) : null))
        : null;
    if (shape)
      features.push({ type: 'Feature', properties, geometry: shape as Feature['geometry'] });
    for (const point of points) {
      features.push({
        type: 'Feature',
        properties,
        geometry: { type: 'Point', coordinates: point },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}

/** Where a visit is: its lot's corners (none without a lot) and its address's position. */
export interface VisitPlace {
  lot: LngLat[];
  center: LngLat | null;
}

/** The place of `visit`, from the coordinates the API keeps with it. */
export function visitPlace(visit: Pick<SiteVisitDetail, 'map'>): VisitPlace {
  const pair = (p: readonly number[]): LngLat | null =>
    p.length >= 2 ? [p[0] as number, p[1] as number] : null;
  return {
    lot: visit.map.lot.map(pair).filter((p): p is LngLat => p !== null),
    center: pair(visit.map.coordinates ?? []),
  };
}
