import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState, type RefObject } from 'react';
import type { Basemap } from '../../../components/map/mapStyle';
import { afterPaint } from '../../../lib/afterPaint';
import type { RuntimeConfig } from '../../../lib/config/runtimeConfig';
import { useMapStoreApi } from '../store/mapStore';
import { PlanOverlay } from '../overlay/planOverlay';
import { loadBaseMap } from './loadBaseMap';
import { addOverlayLayers, OVERLAY_SOURCE_IDS } from './overlays';

/**
 * Creates the map once for the container and removes it on unmount, opening where the store's
 * view starts and on `openingBasemap`; it reaches the rest of the screen through the store.
 * The config is read at creation only: the map screen waits for it before mounting the map.
 * The map library is loaded once the screen around the map is on screen (see `loadBaseMap`); a
 * failure to load it is thrown to the screen's error boundary.
 */
export function useBaseMap(
  container: RefObject<HTMLDivElement | null>,
  config: RuntimeConfig,
  openingBasemap: Basemap,
): void {
  const store = useMapStoreApi();
  // The map opens where, and on the basemap, it was asked to at mount; later changes are the
  // user's own.
  const [opening] = useState(() => store.getState().view);
  const [basemap] = useState(openingBasemap);
  const [failure, setFailure] = useState<Error>();
  if (failure) throw failure;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { mapReady, mapRemoved, styleLoaded, switchBasemap, tilesFailedToLoad } =
      store.getState();
    let instance: MapLibreMap | undefined;
    let overlay: PlanOverlay | undefined;
    let removed = false;
    const create = ({ createBaseMap }: Awaited<ReturnType<typeof loadBaseMap>>) => {
      if (removed) return;
      // "Save" reads the canvas for the snapshot stored with the map result.
      const map = createBaseMap(element, config, opening, { preserveDrawingBuffer: true });
      instance = map;
      map.on('style.load', () => {
        addOverlayLayers(map);
        styleLoaded();
      });
      map.on('load', () => {
        overlay = new PlanOverlay(map);
        mapReady(map, overlay);
        if (basemap !== 'aerial') switchBasemap(basemap);
      });
      map.on('error', (event) => {
        // Tile failures are expected offline; they are reported once in the UI, not per tile.
        const sourceId = (event as { sourceId?: string }).sourceId;
        if (sourceId && !OVERLAY_SOURCE_IDS.includes(sourceId)) tilesFailedToLoad();
        else console.error(event.error);
      });
    };
    // The map's code is fetched, and the map (its WebGL context, its style) built in a task of
    // its own, once the screen around it has been painted, not in the task that mounts the
    // screen: a phone then paints the address box, strip and panels first and stays responsive
    // between the two.
    const later = afterPaint(() => {
      loadBaseMap().then(create, (error: unknown) => {
        setFailure(error instanceof Error ? error : new Error(String(error)));
      });
    });
    return () => {
      removed = true;
      later.cancel();
      if (!instance) return;
      mapRemoved();
      overlay?.remove();
      instance.remove();
    };
  }, [container, config, opening, basemap, store]);
}
