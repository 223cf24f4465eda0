import type { MapOptions } from 'maplibre-gl';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

export const AERIAL_SOURCE_ID = 'aerial';

/**
 * Aerial imagery over a neutral ground colour. The background layer matters: when the imagery
 * cannot load (offline, blocked, outside coverage) the map still shows a calm surface on which
 * the plan overlay is readable.
 */
export function aerialStyle(config: RuntimeConfig): StyleSpecification {
  return {
    version: 8,
    sources: {
      [AERIAL_SOURCE_ID]: {
        type: 'raster',
        tiles: [config.aerialTilesUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: config.aerialAttribution,
      },
    },
    layers: [
      { id: 'ground', type: 'background', paint: { 'background-color': '#dfe3e0' } },
      { id: 'aerial', type: 'raster', source: AERIAL_SOURCE_ID },
    ],
  };
}
