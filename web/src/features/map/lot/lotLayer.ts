import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { addLotBoundaryLayers } from '../../../components/map/lotLayers';
import { lotRing, type Lot } from '../model/lot';

export const LOT_SOURCE_ID = 'property-lot';

/**
 * Adds the (empty) lot source drawn as a property boundary. Added before the footprint so a plan
 * sits on top.
 */
export function addLotLayers(map: MapLibreMap): void {
  map.addSource(LOT_SOURCE_ID, { type: 'geojson', data: emptyCollection() });
  addLotBoundaryLayers(map, LOT_SOURCE_ID, 'property-lot');
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
