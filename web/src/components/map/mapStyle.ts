import type { MapOptions } from 'maplibre-gl';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';

type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;

export const AERIAL_SOURCE_ID = 'aerial';

/** The two ground pictures a user chooses between: aerial imagery (default) or a street map. */
export const BASEMAPS = ['aerial', 'street'] as const;
export type Basemap = (typeof BASEMAPS)[number];

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

/**
 * The street style, fetched here rather than by maplibre: when it cannot be loaded (offline, a
 * blocked host) the map keeps its current style and the overlay instead of ending up blank.
 */
export async function fetchStreetStyle(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<StyleSpecification> {
  const response = await fetch(config.streetStyleUrl, { signal: signal ?? null });
  if (!response.ok) throw new Error(`the street style answered ${response.status}`);
  const style = (await response.json()) as unknown;
  if (typeof style !== 'object' || style === null || !('layers' in style)) {
    throw new Error('the street style is not a map style');
  }
  return style as StyleSpecification;
}
