import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { lotRing, type Lot } from './lot';

export const LOT_SOURCE_ID = 'property-lot';

/**
 * Adds the (empty) lot source with a light fill and a white dashed boundary: white reads on
 * aerial imagery and on the plain ground alike. Added before the footprint so a plan sits on top.
 */
export function addLotLayers(map: MapLibreMap): void {
  map.addSource(LOT_SOURCE_ID, { type: 'geojson', data: emptyCollection() });
  map.addLayer({
    id: 'property-lot-fill',
    type: 'fill',
    source: LOT_SOURCE_ID,
    paint: { 'fill-color': '#ffffff', 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: 'property-lot-outline',
    type: 'line',
    source: LOT_SOURCE_ID,
    paint: { 'line-color': '#ffffff', 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
    layout: { 'line-join': 'round' },
  });
}

/** Shows `lot` as the property boundary, or clears it when null. */
export function setLotOutline(map: MapLibreMap, lot: Lot | null): void {
  const source = map.getSource<GeoJSONSource>(LOT_SOURCE_ID);
  if (!source) return;
  void source.setData(
    lot
      ? {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'Polygon', coordinates: [lotRing(lot)] },
            },
          ],
        }
      : emptyCollection(),
  );
}

function emptyCollection(): FeatureCollection {
  return { type: 'FeatureCollection', features: [] };
}
