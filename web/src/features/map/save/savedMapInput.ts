import type { Map as MapLibreMap } from 'maplibre-gl';
import type { SavedMapInput, SavedMapState } from '../model/mapState';

/**
 * The placement as Save stores it and as the API draws a site plan of it unsaved: `state` with
 * the map's camera, so that both are made from one and the same map.
 */
export function savedMapInput(
  state: SavedMapState,
  map: MapLibreMap,
  ownView: boolean,
): SavedMapInput {
  const { lng, lat } = map.getCenter();
  return { ...state, center: [lng, lat], zoom: map.getZoom(), viewIsOwn: ownView };
}
