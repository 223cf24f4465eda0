import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../stores/appStore';
import { useMapStore } from '../store/mapStore';
import { carryIntoAccount } from './carriedMap';
import { saveMapSession } from './mapSessionStorage';
import { selectMapData } from './selectMapData';

/** Quiet time after the last change before the map is stored: a drag is one write, not fifty. */
export const SAVE_DELAY_MS = 1000;

/** Who is signed in now: a user's id, or null for a visitor. */
function personNow(): string | null {
  return useAppStore.getState().user?.id ?? null;
}

/**
 * Keeps the map session up to date: a second after the last change, and at once when the page is
 * hidden or closed (a phone switching apps may never come back). What was restored is not
 * written back unchanged, except a visitor's map `carried` into the account, which the account's
 * session stores at once (this browser has let go of it; should the write fail, it is kept to be
 * carried again). The map is written only for the person it was opened for: once they signed
 * out, a late write would put their map in the next visitor's copy.
 */
export function useMapSessionSync(carried: boolean): void {
  const [person] = useState(personNow);
  const signedIn = person !== null;
  const data = useMapStore(useShallow(selectMapData));
  const lastViewed = useMapStore((s) => s.lastViewed);
  const json = JSON.stringify({ data, lastViewed });
  const saved = useRef(carried ? '' : json);
  // The carried map, until its first write to the account's session.
  const carriedUnsent = useRef(carried);
  const latest = useRef({ data, lastViewed, json });
  useEffect(() => {
    latest.current = { data, lastViewed, json };
  });

  useEffect(() => {
    if (json === saved.current) return;
    const timer = setTimeout(
      () => {
        const { data: current, lastViewed: viewed, json: currentJson } = latest.current;
        if (personNow() !== person) return;
        saved.current = currentJson;
        const carrying = carriedUnsent.current;
        carriedUnsent.current = false;
        saveMapSession(signedIn, { data: current, lastViewed: viewed }).catch((error: unknown) => {
          // The next change tries again; a lost write only loses the last few seconds.
          saved.current = '';
          if (carrying) carryIntoAccount(current);
          console.error('The map session could not be saved', error);
        });
      },
      carriedUnsent.current ? 0 : SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [json, person, signedIn]);

  useEffect(() => {
    const flush = () => {
      const { data: current, lastViewed: viewed, json: currentJson } = latest.current;
      if (currentJson === saved.current || personNow() !== person) return;
      saved.current = currentJson;
      void saveMapSession(signedIn, { data: current, lastViewed: viewed }, true).catch(
        () => undefined,
      );
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the map screen for another one in the app counts as leaving too.
      flush();
    };
  }, [person, signedIn]);
}
