import { useEffect, useState } from 'react';
import { useAppStore } from '../../../stores/appStore';
import { EMPTY_MAP_DATA, type MapData } from './mapData';
import { loadMapSession } from './mapSessionStorage';
import { forgetPendingPlacement, pendingPlacement } from './mapState';

export interface RestoredMap {
  /** False until the stored map has been read (or could not be). */
  ready: boolean;
  data: MapData;
  lastViewed: string[];
}

/**
 * The map to open with: a placement kept across sign-in first, else the map session (signed in)
 * or this browser's copy (visitor). When the session cannot be read the map simply opens empty.
 */
export function useRestoredMap(): RestoredMap {
  const signedIn = useAppStore((s) => s.loggedIn);
  const [pending] = useState(pendingPlacement);
  const [restored, setRestored] = useState<RestoredMap>({
    ready: false,
    data: EMPTY_MAP_DATA,
    lastViewed: [],
  });

  useEffect(forgetPendingPlacement, []);

  useEffect(() => {
    const controller = new AbortController();
    loadMapSession(signedIn, controller.signal).then(
      (session) =>
        setRestored({
          ready: true,
          data: pending ?? session.data ?? EMPTY_MAP_DATA,
          lastViewed: session.lastViewed,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The map session could not be read', error);
        setRestored({ ready: true, data: pending ?? EMPTY_MAP_DATA, lastViewed: [] });
      },
    );
    return () => controller.abort();
  }, [signedIn, pending]);

  return restored;
}
