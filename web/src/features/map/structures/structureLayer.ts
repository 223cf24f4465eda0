import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { closedRing } from '../model/corners';
import type { Structure } from '../model/structures';

export const STRUCTURES_SOURCE_ID = 'site-structures';

/** Adds the (empty) structures source: a grey fill with a darker edge, under the plan. */
export function addStructureLayers(map: MapLibreMap): void {
  map.addSource(STRUCTURES_SOURCE_ID, { type: 'geojson', data: structureFeatures([]) });
  map.addLayer({
    id: 'site-structures-fill',
    type: 'fill',
    source: STRUCTURES_SOURCE_ID,
    paint: { 'fill-color': '#8a8f96', 'fill-opacity': 0.75 },
  });
  map.addLayer({
    id: 'site-structures-outline',
    type: 'line',
    source: STRUCTURES_SOURCE_ID,
    paint: { 'line-color': '#3b4047', 'line-width': 2 },
    layout: { 'line-join': 'round' },
  });
}

/** Shows the existing structures on the lot. */
export function setStructureShapes(map: MapLibreMap, structures: Structure[]): void {
  void map.getSource<GeoJSONSource>(STRUCTURES_SOURCE_ID)?.setData(structureFeatures(structures));
}

function structureFeatures(structures: Structure[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: structures.map((structure) => ({
      type: 'Feature',
      properties: { name: structure.name },
      geometry: { type: 'Polygon', coordinates: [closedRing(structure.corners)] },
    })),
  };
}
