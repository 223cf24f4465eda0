import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FitStatus } from '../../geometry/geometryApi';
import type { LonLat } from '../../geometry/ring';
import { FIT_COLOURS } from './fitView';

export const FOOTPRINT_SOURCE_ID = 'plan-footprint';

/** The overlay's colours: the accent fill stands out on both imagery and the plain ground. */
export const FOOTPRINT_FILL = '#ee8865';
const FOOTPRINT_OUTLINE = '#5c2410';

/** Adds the (empty) footprint source and its fill and outline layers on top of the style. */
export function addFootprintLayers(map: MapLibreMap): void {
  map.addSource(FOOTPRINT_SOURCE_ID, { type: 'geojson', data: emptyCollection() });
  map.addLayer({
    id: 'plan-footprint-fill',
    type: 'fill',
    source: FOOTPRINT_SOURCE_ID,
    paint: { 'fill-color': FOOTPRINT_FILL, 'fill-opacity': 0.7 },
  });
  map.addLayer({
    id: 'plan-footprint-outline',
    type: 'line',
    source: FOOTPRINT_SOURCE_ID,
    // The outline carries the fit: green, amber or red; dark brown before the first check.
    paint: {
      'line-color': [
        'match',
        ['get', 'status'],
        'clear',
        FIT_COLOURS.clear,
        'near',
        FIT_COLOURS.near,
        'violated',
        FIT_COLOURS.violated,
        FOOTPRINT_OUTLINE,
      ],
      'line-width': 4,
    },
    layout: { 'line-join': 'round' },
  });
}

/** Shows `ring` as the footprint outlined by its fit `status`, or clears it when null. */
export function setFootprint(map: MapLibreMap, ring: LonLat[] | null, status?: FitStatus): void {
  const source = map.getSource<GeoJSONSource>(FOOTPRINT_SOURCE_ID);
  if (!source) return;
  void source.setData(
    ring
      ? {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { status: status ?? 'unchecked' },
              geometry: { type: 'Polygon', coordinates: [ring] },
            },
          ],
        }
      : emptyCollection(),
  );
}

function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}
