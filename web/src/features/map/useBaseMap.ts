import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useState, type RefObject } from 'react';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import { addFootprintLayers } from './footprintLayer';
import { addLotLayers } from './lotLayer';
import { AERIAL_SOURCE_ID, aerialStyle } from './mapStyle';
import './maplibreWorker';

/** Where the map opens before an address is chosen: a residential block. */
export const DEFAULT_VIEW = { center: [-121.4944, 38.5816] as [number, number], zoom: 19.5 };

export interface AerialMap {
  /** The map once its style and overlay layers are ready. */
  map: MapLibreMap | undefined;
  /** The aerial imagery failed to load; the overlay still works on the plain ground. */
  imageryFailed: boolean;
}

/**
 * Creates the map once for the container and removes it on unmount. The config is read at
 * creation only: the map screen waits for it before mounting the map.
 */
export function useAerialMap(
  container: RefObject<HTMLDivElement | null>,
  config: RuntimeConfig,
): AerialMap {
  const [map, setMap] = useState<MapLibreMap>();
  const [imageryFailed, setImageryFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = new MapLibreMap({
      container: element,
      style: aerialStyle(config),
      center: DEFAULT_VIEW.center,
      zoom: DEFAULT_VIEW.zoom,
      maxZoom: 22,
      attributionControl: { compact: true },
      // Lets "Save" read the canvas for the snapshot stored with the map result.
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    instance.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    instance.on('load', () => {
      addLotLayers(instance);
      addFootprintLayers(instance);
      setMap(instance);
    });
    instance.on('error', (event) => {
      // Tile failures are expected offline; they are reported once in the UI, not per tile.
      const sourceId = (event as { sourceId?: string }).sourceId;
      if (sourceId === AERIAL_SOURCE_ID) setImageryFailed(true);
      else console.error(event.error);
    });
    return () => {
      setMap(undefined);
      instance.remove();
    };
  }, [container, config]);

  return { map, imageryFailed };
}
