import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { gqlRequest } from '../../../lib/graphql/client';
import { useAppStore } from '../../../stores/appStore';
import { SAVED_RESULT_TO_OPEN } from '../save/mapResultOperations';
import { EMPTY_MAP_DATA, mapDataOfSavedResult, type MapData } from './mapData';
import { loadMapSession } from './mapSessionStorage';
import { mapCarried, mapToCarry } from './carriedMap';

export interface RestoredMap {
  /** False until the stored map has been read (or could not be). */
  ready: boolean;
  data: MapData;
  lastViewed: string[];
  /** `data` is a visitor's map carried into the account, which its map session does not hold yet. */
  carried: boolean;
}

/** `/?result={id}` opens a saved plan from My Plans. */
export const OPEN_RESULT_PARAM = 'result';

/**
 * The map to open with: a saved plan asked for in the address bar (My Plans → Open on map),
 * else, signed in, a visitor's placement carried across sign-in, else the map session (signed in)
 * or this browser's copy (visitor). When the session cannot be read the map simply opens empty.
 * Read for the person signed in when the screen mounts: the map screen is mounted afresh for
 * whoever signs in or out (see MapScreen).
 */
export function useRestoredMap(): RestoredMap {
  const [signedIn] = useState(() => useAppStore.getState().loggedIn);
  const [params, setParams] = useSearchParams();
  const [resultId] = useState(() => params.get(OPEN_RESULT_PARAM));
  const [pending] = useState(() => (signedIn ? mapToCarry() : undefined));

  // Opened once: a reload keeps the map session, which now holds the opened plan.
  useEffect(() => {
    if (!resultId) return;
    setParams(
      (current) => {
        current.delete(OPEN_RESULT_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [resultId, setParams]);
  const [restored, setRestored] = useState<RestoredMap>({
    ready: false,
    data: EMPTY_MAP_DATA,
    lastViewed: [],
    carried: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      loadMapSession(signedIn, controller.signal),
      savedResult(signedIn, resultId),
    ]).then(
      ([session, opened]) => {
        const carried = !opened && pending !== undefined;
        // The account's map now: a shared phone must not show it to the next visitor.
        if (carried) mapCarried();
        setRestored({
          ready: true,
          data: opened ?? pending ?? session.data ?? EMPTY_MAP_DATA,
          lastViewed: session.lastViewed,
          carried,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The map session could not be read', error);
        if (pending) mapCarried();
        const data = pending ?? EMPTY_MAP_DATA;
        setRestored({ ready: true, data, lastViewed: [], carried: pending !== undefined });
      },
    );
    return () => controller.abort();
  }, [signedIn, pending, resultId]);

  return restored;
}

/** The saved plan `id` as map data; undefined without one, or when it is gone. */
async function savedResult(signedIn: boolean, id: string | null): Promise<MapData | undefined> {
  if (!signedIn || !id) return undefined;
  const { mapResult } = await gqlRequest(SAVED_RESULT_TO_OPEN, { id });
  return mapResult ? mapDataOfSavedResult(mapResult) : undefined;
}
