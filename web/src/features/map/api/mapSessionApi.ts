import { useQuery } from '@tanstack/react-query';
import { GRAPHQL_ENDPOINT, gqlRequest } from '../../../lib/graphql/client';
import type { MapSessionDataUpdateMutationVariables } from '../../../lib/graphql/gql/graphql';
import { mapDataOfSavedResult, parseMapData, type MapData } from '../model/mapData';
import { mapSessionKeys } from './keys';
import {
  MAP_SESSION_DATA,
  MAP_SESSION_DATA_UPDATE,
  SAVED_RESULT_TO_OPEN,
} from './mapSessionDocuments';

/** The stored map and the plans looked at last (newest first). */
export interface StoredMapSession {
  data: MapData | undefined;
  lastViewed: string[];
}

/** What a signed-in user's map opens with. */
export interface MapToRestore {
  session: StoredMapSession;
  /** The saved plan asked for, as map data; undefined without one, or when it is gone. */
  opened: MapData | undefined;
}

async function fetchMapToRestore(
  resultId: string | null,
  signal: AbortSignal,
): Promise<MapToRestore> {
  const [{ mapSession }, opened] = await Promise.all([
    gqlRequest(MAP_SESSION_DATA, {}, signal),
    resultId ? gqlRequest(SAVED_RESULT_TO_OPEN, { id: resultId }, signal) : undefined,
  ]);
  const lastViewed = Array.isArray(mapSession?.lastViewed)
    ? mapSession.lastViewed.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    session: { data: parseMapData(mapSession?.mapData), lastViewed },
    opened: opened?.mapResult ? mapDataOfSavedResult(opened.mapResult) : undefined,
  };
}

/**
 * The signed-in user's map session and, with `resultId`, that saved plan's map (My Plans → Open
 * on map), while `signedIn`. Read afresh each time the map opens and never again while it is
 * open (not kept once the map closes, never stale meanwhile): from its first answer on, the map
 * itself is what the session holds, and it writes it (`storeMapSession`).
 */
export function useMapToRestore(signedIn: boolean, resultId: string | null) {
  return useQuery({
    queryKey: mapSessionKeys.toRestore(resultId),
    queryFn: ({ signal }) => fetchMapToRestore(resultId, signal),
    enabled: signedIn,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Stores the signed-in user's map session. With `leaving` (the page is being hidden or closed)
 * the request is sent with `keepalive`, so it completes after the page is gone. Nothing cached
 * changes: only the map reads the map session, once as it opens (`useMapToRestore`).
 */
export async function storeMapSession(
  input: MapSessionDataUpdateMutationVariables['input'],
  leaving: boolean,
): Promise<void> {
  if (!leaving) {
    await gqlRequest(MAP_SESSION_DATA_UPDATE, { input });
    return;
  }
  await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    keepalive: true,
    body: JSON.stringify({ query: MAP_SESSION_DATA_UPDATE.toString(), variables: { input } }),
  });
}
