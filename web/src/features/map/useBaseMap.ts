import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { LonLat } from '../../geometry/ring';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { addOverlayLayers, OVERLAY_SOURCE_IDS } from './overlays';
import { aerialStyle, fetchStreetStyle, type Basemap } from './mapStyle';
import './maplibreWorker';
import { PlanOverlay } from './planOverlay';

/** Where the map opens before an address is chosen: a residential block. */
export const DEFAULT_VIEW = { center: [-121.4944, 38.5816] as LonLat, zoom: 19.5 };

export interface BaseMap {
  /** The map once its first style and the overlay layers are ready. */
  map: MapLibreMap | undefined;
  /** The placed plan's overlay on that map, made with it. */
  overlay: PlanOverlay | undefined;
  /**
   * Counts style loads. A new basemap style starts with empty overlay sources: whoever draws on
   * the map depends on this to put their data back.
   */
  styleEpoch: number;
  basemap: Basemap;
  switchBasemap: (basemap: Basemap) => void;
  /** The basemap whose tiles failed to load; the overlay still works on the plain ground. */
  tilesFailed: Basemap | undefined;
  /** The street style itself could not be fetched, so the map stayed aerial. */
  streetUnavailable: boolean;
}

/**
 * Creates the map once for the container and removes it on unmount, opening at `view`. The
 * config is read at creation only: the map screen waits for it before mounting the map.
 */
export function useBaseMap(
  container: RefObject<HTMLDivElement | null>,
  config: RuntimeConfig,
  view: { center: LonLat; zoom: number },
  initialBasemap: Basemap,
): BaseMap {
  const [ready, setReady] = useState<{ map: MapLibreMap; overlay: PlanOverlay }>();
  const map = ready?.map;
  const [styleEpoch, setStyleEpoch] = useState(0);
  const [basemap, setBasemap] = useState<Basemap>('aerial');
  const [tilesFailed, setTilesFailed] = useState<Basemap>();
  const [streetUnavailable, setStreetUnavailable] = useState(false);
  const shown = useRef<Basemap>('aerial');
  // The map opens where, and on the basemap, it was asked to at mount; later changes are the
  // user's own.
  const [opening] = useState(view);
  const [openingBasemap] = useState(initialBasemap);

  // Only the newest choice is applied: a slow street style must not win over a later "Aerial".
  const request = useRef(0);
  const showBasemap = useCallback(
    (instance: MapLibreMap, next: Basemap) => {
      const ticket = ++request.current;
      setBasemap(next);
      const apply = (style: Parameters<MapLibreMap['setStyle']>[0]) => {
        if (ticket !== request.current) return;
        shown.current = next;
        setTilesFailed(undefined);
        // A full rebuild: the 'style.load' that follows re-adds the overlay for its owners.
        instance.setStyle(style, { diff: false });
      };
      if (next === 'aerial') {
        apply(aerialStyle(config));
        return;
      }
      fetchStreetStyle(config).then(apply, (error: unknown) => {
        if (ticket !== request.current) return;
        console.error('The street style could not be loaded', error);
        setStreetUnavailable(true);
        setBasemap(shown.current);
      });
    },
    [config],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = new MapLibreMap({
      container: element,
      style: aerialStyle(config),
      center: opening.center,
      zoom: opening.zoom,
      maxZoom: 22,
      // A 3× phone screen drawn at 2×: aerial imagery looks the same, and each frame fills
      // 2.25× fewer pixels, which keeps a drag smooth on a mid-range phone's GPU.
      pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
      attributionControl: { compact: true },
      // Lets "Save" read the canvas for the snapshot stored with the map result.
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    instance.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    instance.on('style.load', () => {
      addOverlayLayers(instance);
      setStyleEpoch((epoch) => epoch + 1);
    });
    let overlay: PlanOverlay | undefined;
    instance.on('load', () => {
      overlay = new PlanOverlay(instance);
      setReady({ map: instance, overlay });
      if (openingBasemap !== 'aerial') showBasemap(instance, openingBasemap);
    });
    instance.on('error', (event) => {
      // Tile failures are expected offline; they are reported once in the UI, not per tile.
      const sourceId = (event as { sourceId?: string }).sourceId;
      if (sourceId && !OVERLAY_SOURCE_IDS.includes(sourceId)) setTilesFailed(shown.current);
      else console.error(event.error);
    });
    return () => {
      setReady(undefined);
      overlay?.remove();
      instance.remove();
    };
  }, [container, config, opening, openingBasemap, showBasemap]);

  const switchBasemap = useCallback(
    (next: Basemap) => {
      if (map) showBasemap(map, next);
    },
    [map, showBasemap],
  );

  return {
    map,
    overlay: ready?.overlay,
    styleEpoch,
    basemap,
    switchBasemap,
    tilesFailed,
    streetUnavailable,
  };
}
