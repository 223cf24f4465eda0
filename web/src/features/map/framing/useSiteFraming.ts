import { useEffect, useRef } from 'react';
import { useMapStore, useMapStoreApi } from '../store/mapStore';
import { frameSite, selectSiteToFrame } from './frameSite';

/**
 * Carries out the store's frame requests once the map is up: a lot placed (by address or tap) or
 * restored without a view of the user's own is brought into the part of the map that no control
 * covers. It runs after the lot's handles and labels have been laid out for the lot it frames
 * (MapStage calls it after them), and after the hints that a placed lot puts away have gone. A
 * flight ends `flying` when the map stops.
 */
export function useSiteFraming(): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const request = useMapStore((s) => s.frameRequest);
  // A flight cut short by the next one ends with a `moveend` of its own: only the last one counts.
  const flight = useRef(0);

  useEffect(() => {
    if (!map || !request) return;
    const { frameDone, flightEnded } = store.getState();
    frameDone();
    const ticket = ++flight.current;
    const moving = frameSite(map, selectSiteToFrame(store.getState()), request);
    if (!moving || !map.isMoving()) {
      flightEnded();
      return;
    }
    map.once('moveend', () => {
      if (ticket === flight.current) flightEnded();
    });
  }, [map, request, store]);
}
