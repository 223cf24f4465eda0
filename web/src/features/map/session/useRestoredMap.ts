import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppStore } from '../../../stores/appStore';
import { useMapToRestore, type MapToRestore } from '../api/mapSessionApi';
import { EMPTY_MAP_DATA, type MapData } from '../model/mapData';
import { mapCarried, mapToCarry } from './carriedMap';
import { readVisitorMap } from './mapSessionStorage';

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

const NOT_READY: RestoredMap = {
  ready: false,
  data: EMPTY_MAP_DATA,
  lastViewed: [],
  carried: false,
};
const NONE_VIEWED: string[] = [];

/**
 * The map to open with: a saved plan asked for in the address bar (My Plans → Open on map),
 * else, signed in, a visitor's placement carried across sign-in, else the map session (signed in)
 * or this browser's copy (visitor). When the session cannot be read the map simply opens empty.
 * Read for the person signed in when the screen mounts: the map screen is mounted afresh for
 * whoever signs in or out (see MapScreen).
 */
export function useRestoredMap(): RestoredMap {
  const [signedIn] = useState(() => useAppStore.getState().loggedIn);
  const resultId = useResultToOpen();
  const [pending] = useState(() => (signedIn ? mapToCarry() : undefined));
  const [visitorMap] = useState(() => (signedIn ? undefined : readVisitorMap()));
  const stored = useMapToRestore(signedIn, resultId);

  let restored: RestoredMap;
  if (!signedIn) {
    restored = {
      ready: true,
      data: visitorMap ?? EMPTY_MAP_DATA,
      lastViewed: NONE_VIEWED,
      carried: false,
    };
  } else if (stored.isPending) {
    restored = NOT_READY;
  } else {
    restored = accountMap(stored.data, pending);
  }

  // The account's map now: a shared phone must not show it to the next visitor.
  const { carried } = restored;
  useEffect(() => {
    if (carried) mapCarried();
  }, [carried]);
  useEffect(() => {
    if (stored.error) console.error('The map session could not be read', stored.error);
  }, [stored.error]);
  return restored;
}

/**
 * A signed-in user's map from what was read (nothing when it could not be): the saved plan asked
 * for, else the placement `pending` to be carried into the account, else the session's map.
 */
function accountMap(read: MapToRestore | undefined, pending: MapData | undefined): RestoredMap {
  const opened = read?.opened;
  return {
    ready: true,
    data: opened ?? pending ?? read?.session.data ?? EMPTY_MAP_DATA,
    lastViewed: read?.session.lastViewed ?? NONE_VIEWED,
    carried: !opened && pending !== undefined,
  };
}

/**
 * The saved plan asked for in the address bar when the screen mounted. It is opened once: the
 * parameter leaves the address bar, and a reload keeps the map session, which holds it then.
 */
function useResultToOpen(): string | null {
  const [params, setParams] = useSearchParams();
  const [resultId] = useState(() => params.get(OPEN_RESULT_PARAM));
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
  return resultId;
}
