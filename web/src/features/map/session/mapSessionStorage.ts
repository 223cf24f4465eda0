import { gqlRequest, GRAPHQL_ENDPOINT } from '../../../lib/graphql/client';
import type { MapSessionDataUpdateMutationVariables } from '../../../lib/graphql/gql/graphql';
import { MAX_MAP_DATA_BYTES, parseMapData, serialiseMapData, type MapData } from './mapData';
import { graphql } from '../../../lib/graphql/gql';

export const MAP_SESSION_DATA = graphql(`
  query MapSessionData {
    mapSession {
      id
      mapData
      lastViewed
    }
  }
`);

export const MAP_SESSION_DATA_UPDATE = graphql(`
  mutation MapSessionDataUpdate($input: MapSessionUpdate!) {
    mapSessionUpdate(input: $input) {
      id
    }
  }
`);

// A visitor has no map session; their browser keeps the map instead.
const VISITOR_KEY = 'homeplot.mapSession';

/** How many recently chosen plans the map session remembers. */
export const LAST_VIEWED_LIMIT = 12;

/** The stored map and the plans looked at last (newest first). */
export interface StoredMapSession {
  data: MapData | undefined;
  lastViewed: string[];
}

/** The map as this person left it: their map session, or this browser's copy for a visitor. */
export async function loadMapSession(
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<StoredMapSession> {
  if (!signedIn) return { data: readVisitorMap(), lastViewed: [] };
  const { mapSession } = await gqlRequest(MAP_SESSION_DATA, {}, signal);
  const lastViewed = Array.isArray(mapSession?.lastViewed)
    ? mapSession.lastViewed.filter((id): id is string => typeof id === 'string')
    : [];
  return { data: parseMapData(mapSession?.mapData), lastViewed };
}

/**
 * Stores the map. With `leaving` (the page is being hidden or closed) the request is sent with
 * `keepalive`, so it completes after the page is gone. Too big a map (a lot with hundreds of
 * corners) is not stored rather than refused by the API.
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
  const variables: MapSessionDataUpdateMutationVariables = {
    input: { mapData, lastViewed: session.lastViewed },
  };
  if (!leaving) {
    await gqlRequest(MAP_SESSION_DATA_UPDATE, variables);
    return;
  }
  await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    keepalive: true,
    body: JSON.stringify({ query: MAP_SESSION_DATA_UPDATE.toString(), variables }),
  });
}

/** `planId` first, then the others it had, at most `LAST_VIEWED_LIMIT`. */
export function withLastViewed(lastViewed: string[], planId: string): string[] {
  return [planId, ...lastViewed.filter((id) => id !== planId)].slice(0, LAST_VIEWED_LIMIT);
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
