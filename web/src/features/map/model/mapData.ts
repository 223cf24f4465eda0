import type { Placement } from '../../../geometry/geometryApi';
import type { LonLat } from '../../../geometry/ring';
import { MIN_CORNERS } from './corners';
import { DEFAULT_SETBACK_FT, LINE_KINDS, type LineKind, type Lot, type ParcelRef } from './lot';
import { BASEMAPS, type Basemap } from '../../../components/map/mapStyle';
import { DEFAULT_SEPARATION_FT, STRUCTURE_KINDS, type Structure } from './structures';
import { BUILDING_KIND_LABELS, type BuildingKind, type Place } from './localRules';

/** The map as the user left it: what the map session stores and the map screen restores. */
export interface MapData {
  address: string;
  /** The state, county and city the address search named: the areas whose rules apply. */
  place: Place | null;
  lot: Lot | null;
  structures: Structure[];
  /**
   * Where the user left the map when they had moved it themselves; null when the app put it where
   * it is, so that the map frames the lot again for the screen it opens on (or opens where it
   * opens by default).
   */
  view: { center: LonLat; zoom: number } | null;
  basemap: Basemap;
  planId: string | null;
  placement: Placement | null;
  /** The saved plan (My Plans) this map was last saved as or opened from. */
  savedResult: SavedResultRef | null;
  /** The kind of building the homeowner holds a home plan to (null: as the lot suggests). */
  building: BuildingKind | null;
}

/** A saved plan and the address it was saved at. */
export interface SavedResultRef {
  id: string;
  address: string;
  /**
   * The map is as it was saved (or opened from My Plans): nothing moved, turned, redrawn or
   * chosen since. Kept in the session, so coming back to the map still knows it.
   */
  unchanged: boolean;
}

/** Bumped when the stored shape changes in a way old readers would misread. */
export const MAP_DATA_VERSION = 1;

/** The API keeps at most 64 kB of map data; a bigger object would be refused. */
export const MAX_MAP_DATA_BYTES = 64 * 1024;

export const EMPTY_MAP_DATA: MapData = {
  address: '',
  place: null,
  lot: null,
  structures: [],
  view: null,
  basemap: 'aerial',
  planId: null,
  placement: null,
  savedResult: null,
  building: null,
};

/**
 * The object written to the map session (a JSON object, versioned). `viewIsOwn` tells a view the
 * user chose from the ones earlier builds stored after every framing, which are not kept.
 */
export function serialiseMapData(data: MapData): Record<string, unknown> {
  return { version: MAP_DATA_VERSION, ...data, viewIsOwn: data.view !== null };
}

/**
 * Reads stored map data defensively: it comes from an older build, another tab or a damaged
 * entry. Whatever cannot be read is dropped on its own (a bad structure loses only itself), and
 * nothing that depends on the lot survives without one. Undefined when there is nothing usable.
 */
export function parseMapData(raw: unknown): MapData | undefined {
  if (!isRecord(raw) || raw.version !== MAP_DATA_VERSION) return undefined;
  const lot = parseLot(raw.lot);
  const data: MapData = {
    address: typeof raw.address === 'string' ? raw.address : '',
    place: parsePlace(raw.place),
    lot,
    structures: lot && Array.isArray(raw.structures) ? parseStructures(raw.structures) : [],
    view: raw.viewIsOwn === true ? parseView(raw.view) : null,
    basemap: BASEMAPS.find((basemap) => basemap === raw.basemap) ?? 'aerial',
    planId: null,
    placement: null,
    savedResult: parseSavedResult(raw.savedResult),
    building: parseBuilding(raw.building),
  };
  const placement = parsePlacement(raw.placement);
  if (lot && typeof raw.planId === 'string' && raw.planId !== '' && placement) {
    data.planId = raw.planId;
    data.placement = placement;
  }
  return data;
}

/**
 * A saved plan's map, as Save stored it (the map data with the map's centre and zoom, and whether
 * the user had chosen that view), to open on the map as that saved plan. Undefined when it cannot
 * be read.
 */
export function mapDataOfSavedResult(result: { id: string; map: unknown }): MapData | undefined {
  if (!isRecord(result.map)) return undefined;
  const { center, zoom } = result.map;
  const data = parseMapData({ ...result.map, version: MAP_DATA_VERSION, view: { center, zoom } });
  return (
    data && { ...data, savedResult: { id: result.id, address: data.address, unchanged: true } }
  );
}

function parsePlace(value: unknown): Place | null {
  if (!isRecord(value) || typeof value.state !== 'string' || value.state.length !== 2) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { state: value.state, county: text(value.county), city: text(value.city) };
}

function parseBuilding(value: unknown): BuildingKind | null {
  return typeof value === 'string' && value in BUILDING_KIND_LABELS
    ? (value as BuildingKind)
    : null;
}

function parseSavedResult(value: unknown): SavedResultRef | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null;
  return {
    id: value.id,
    address: typeof value.address === 'string' ? value.address : '',
    unchanged: value.unchanged === true,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function parseLonLat(value: unknown): LonLat | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [lon, lat] = value as unknown[];
  if (!isFiniteNumber(lon) || !isFiniteNumber(lat)) return undefined;
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return undefined;
  return [lon, lat];
}

function parseCorners(value: unknown): LonLat[] | undefined {
  if (!Array.isArray(value) || value.length < MIN_CORNERS) return undefined;
  const corners = value.map(parseLonLat);
  return corners.every((corner) => corner !== undefined) ? corners : undefined;
}

function nonNegative(value: unknown, fallback: number): number {
  return isFiniteNumber(value) && value >= 0 ? value : fallback;
}

/**
 * A lot needs its corners; setbacks and line kinds are repaired to defaults when they are off.
 * A lot saved before lines had kinds names its front by `frontEdge`: that line is the front the
 * homeowner chose, the others sides.
 */
function parseLot(value: unknown): Lot | null {
  if (!isRecord(value)) return null;
  const corners = parseCorners(value.corners);
  if (!corners) return null;
  const stored = Array.isArray(value.setbacksFt) ? (value.setbacksFt as unknown[]) : [];
  const setbacksFt = corners.map((_, edge) => nonNegative(stored[edge], DEFAULT_SETBACK_FT));
  const kinds = Array.isArray(value.lineKinds) ? (value.lineKinds as unknown[]) : [];
  const chosen = Array.isArray(value.lineKindsChosen) ? (value.lineKindsChosen as unknown[]) : [];
  const front = value.frontEdge;
  const legacyFront =
    kinds.length === 0 && Number.isInteger(front) && (front as number) < corners.length
      ? (front as number)
      : -1;
  const lineKinds = corners.map((_, edge): LineKind => {
    const kind = kinds[edge];
    if (isLineKind(kind)) return kind;
    return edge === legacyFront ? 'front' : 'side';
  });
  const lineKindsChosen = corners.map((_, edge) => chosen[edge] === true || edge === legacyFront);
  const lot: Lot = { corners, setbacksFt, lineKinds, lineKindsChosen };
  const parcel = parseParcel(value.parcel);
  return parcel ? { ...lot, parcel } : lot;
}

function isLineKind(value: unknown): value is LineKind {
  return LINE_KINDS.includes(value as LineKind);
}

function parseParcel(value: unknown): ParcelRef | undefined {
  if (!isRecord(value) || typeof value.apn !== 'string' || value.apn === '') return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { apn: value.apn, zoning: text(value.zoning), situsAddress: text(value.situsAddress) };
}

function parseStructures(values: unknown[]): Structure[] {
  const structures: Structure[] = [];
  const ids = new Set<string>();
  values.forEach((value, index) => {
    if (!isRecord(value)) return;
    const corners = parseCorners(value.corners);
    if (!corners) return;
    const kind = STRUCTURE_KINDS.find((entry) => entry.kind === value.kind)?.kind ?? 'other';
    // Ids only tell structures apart; a missing or repeated one is replaced, not trusted.
    let id = typeof value.id === 'string' && value.id !== '' ? value.id : `structure-${index}`;
    if (ids.has(id)) id = `${id}-${index}`;
    ids.add(id);
    structures.push({
      id,
      kind,
      name: typeof value.name === 'string' ? value.name : '',
      corners,
      separationFt: nonNegative(value.separationFt, DEFAULT_SEPARATION_FT),
    });
  });
  return structures;
}

function parseView(value: unknown): MapData['view'] {
  if (!isRecord(value)) return null;
  const center = parseLonLat(value.center);
  const zoom = value.zoom;
  if (!center || !isFiniteNumber(zoom) || zoom < 0 || zoom > 24) return null;
  return { center, zoom };
}

function parsePlacement(value: unknown): Placement | null {
  if (!isRecord(value)) return null;
  const at = parseLonLat([value.lon, value.lat]);
  if (!at || !isFiniteNumber(value.angleDeg)) return null;
  return { lon: at[0], lat: at[1], angleDeg: ((value.angleDeg % 360) + 360) % 360 };
}

/** How many recently chosen plans the map session remembers. */
export const LAST_VIEWED_LIMIT = 12;

/** `planId` first, then the others it had, at most `LAST_VIEWED_LIMIT`. */
export function withLastViewed(lastViewed: string[], planId: string): string[] {
  return [planId, ...lastViewed.filter((id) => id !== planId)].slice(0, LAST_VIEWED_LIMIT);
}
