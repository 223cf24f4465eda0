import { Map as MapLibreMap, NavigationControl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import './maplibreWorker';
import { aerialStyle } from './mapStyle';

/** Where a base map opens. */
export interface MapOpening {
  center: [number, number];
  zoom: number;
}

/**
 * The product's map: aerial imagery over a calm ground, zoom to 22, zoom buttons, a compact
 * attribution. The map tool and the site visit's map questions both open theirs here, so a
 * homeowner sees the same map in both.
 */
export function createBaseMap(
  container: HTMLElement,
  config: RuntimeConfig,
  opening: MapOpening,
  options: { preserveDrawingBuffer?: boolean } = {},
): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: aerialStyle(config),
    center: opening.center,
    zoom: opening.zoom,
    maxZoom: 22,
    // A 3× phone screen drawn at 2×: aerial imagery looks the same, and each frame fills
    // 2.25× fewer pixels, which keeps a drag smooth on a mid-range phone's GPU.
    pixelRatio: Math.min(window.devicePixelRatio || 1, 2),
    attributionControl: { compact: true },
    canvasContextAttributes: { preserveDrawingBuffer: options.preserveDrawingBuffer ?? false },
  });
  map.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
  return map;
}
