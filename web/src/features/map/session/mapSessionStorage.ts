import { storeMapSession } from '../api/mapSessionApi';
import { MAX_MAP_DATA_BYTES, parseMapData, serialiseMapData, type MapData } from '../model/mapData';

// A visitor has no map session; their browser keeps the map instead.
const VISITOR_KEY = 'homeplot.mapSession';

/**
 * Stores the map: in the signed-in user's map session, or in this browser for a visitor. With
 * `leaving` (the page is being hidden or closed) the request outlives the page. Too big a map (a
 * lot with hundreds of corners) is not stored rather than refused by the API.
 */
export async function saveMapSession(
  signedIn: boolean,
  session: { data: MapData; lastViewed: string[] },
  leaving = false,
): Promise<void> {
  const mapData = serialiseMapData(session.data);
  const json = JSON.stringify(mapData);
  if (json.length > MAX_MAP_DATA_BYTES) return;
  if (!signedIn) {
    writeVisitorCopy(json);
    return;
  }
  await storeMapSession({ mapData, lastViewed: session.lastViewed }, leaving);
}

/** The map this browser keeps for a visitor, if there is a readable one. */
export function readVisitorMap(): MapData | undefined {
  try {
    const raw = window.localStorage.getItem(VISITOR_KEY);
    return raw ? parseMapData(JSON.parse(raw) as unknown) : undefined;
  } catch {
    // Storage switched off or a damaged entry: start with an empty map.
    return undefined;
  }
}

/** Keeps `data` as the visitor's map in this browser at once (see `saveMapSession`). */
export function writeVisitorMap(data: MapData): void {
  const json = JSON.stringify(serialiseMapData(data));
  if (json.length <= MAX_MAP_DATA_BYTES) writeVisitorCopy(json);
}

/** Forgets the visitor's map kept in this browser. */
export function forgetVisitorMap(): void {
  try {
    window.localStorage.removeItem(VISITOR_KEY);
  } catch {
    // Storage switched off: there is nothing kept.
  }
}

function writeVisitorCopy(json: string): void {
  try {
    window.localStorage.setItem(VISITOR_KEY, json);
  } catch {
    // Storage switched off or full: the map simply is not restored next time.
  }
}
