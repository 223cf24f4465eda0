/** Longitude, latitude. */
export type LngLat = [number, number];

/**
 * A flat frame in metres around a property, for drawing map answers to scale: east is +x, north
 * is +y, from an origin at the lot's first corner (or the address). Close enough over a lot's
 * few hundred metres, and the same projection the API checks answers with.
 */
export interface LotFrame {
  toMetres: (point: LngLat) => [number, number];
  toLngLat: (metres: [number, number]) => LngLat;
  /** The area to show: min x, min y, width, height, in metres. */
  extent: [number, number, number, number];
  /** The lot's corners in metres (empty without a lot). */
  lot: [number, number][];
}

const METRES_PER_DEGREE_LAT = 110_540;

/** The frame of a visit with `lot` corners and/or the address `center`; none without either. */
export function lotFrame(lot: readonly LngLat[], center: LngLat | null): LotFrame | undefined {
  const origin = lot[0] ?? center;
  if (!origin) return undefined;
  const perLng = 111_320 * Math.cos((origin[1] * Math.PI) / 180);
  const toMetres = ([lng, lat]: LngLat): [number, number] => [
    (lng - origin[0]) * perLng,
    (lat - origin[1]) * METRES_PER_DEGREE_LAT,
  ];
  const toLngLat = ([x, y]: [number, number]): LngLat => [
    origin[0] + x / perLng,
    origin[1] + y / METRES_PER_DEGREE_LAT,
  ];
  const corners = lot.map(toMetres);
  const around = corners.length >= 3 ? corners : [toMetres(center ?? origin)];
  const xs = around.map((p) => p[0]);
  const ys = around.map((p) => p[1]);
  // A lot with a margin of 10 m around it; an address alone, 30 m every way.
  const pad = corners.length >= 3 ? 10 : 30;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const size =
    Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 2 * pad;
  return {
    toMetres,
    toLngLat,
    extent: [minX, minY, size, size],
    lot: corners.length >= 3 ? corners : [],
  };
}

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
