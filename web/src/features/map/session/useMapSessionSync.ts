import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../../stores/appStore';
import { useMapStore } from '../mapStore';
import { saveMapSession } from './mapSessionStorage';
import { selectMapData } from './selectMapData';

/** Quiet time after the last change before the map is stored: a drag is one write, not fifty. */
export const SAVE_DELAY_MS = 1000;

/**
 * Keeps the map session up to date: a second after the last change, and at once when the page is
 * hidden or closed (a phone switching apps may never come back). What was restored is not
 * written back unchanged.
 */
export function useMapSessionSync(): void {
  const signedIn = useAppStore((s) => s.loggedIn);
  const data = useMapStore(useShallow(selectMapData));
  const lastViewed = useMapStore((s) => s.lastViewed);
  const json = JSON.stringify({ data, lastViewed });
  const saved = useRef(json);
  const latest = useRef({ data, lastViewed, json, signedIn });
  useEffect(() => {
    latest.current = { data, lastViewed, json, signedIn };
  });

  useEffect(() => {
    if (json === saved.current) return;
    const timer = setTimeout(() => {
      const {
        data: current,
        lastViewed: viewed,
        json: currentJson,
        signedIn: user,
      } = latest.current;
      saved.current = currentJson;
      saveMapSession(user, { data: current, lastViewed: viewed }).catch((error: unknown) => {
        // The next change tries again; a lost write only loses the last few seconds.
        saved.current = '';
        console.error('The map session could not be saved', error);
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json]);

  useEffect(() => {
    const flush = () => {
      const {
        data: current,
        lastViewed: viewed,
        json: currentJson,
        signedIn: user,
      } = latest.current;
      if (currentJson === saved.current) return;
      saved.current = currentJson;
      void saveMapSession(user, { data: current, lastViewed: viewed }, true).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the map screen for another one in the app counts as leaving too.
      flush();
    };
  }, []);
}
