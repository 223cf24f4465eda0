import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { buildableFeatures } from '../model/buildableArea';
import type { BuildableArea } from '../../../geometry/geometryApi';

export const BUILDABLE_SOURCE_ID = 'property-buildable';
const ROOM_LAYER_ID = 'property-buildable-room';

/** A light green the lot's white fill and the imagery show through: room, not yet a spot. */
const ROOM_COLOUR = '#8fe0a0';

/**
 * Adds the (empty) source of the room the setbacks and separations leave, a light green wash
 * under the lot lines (so the setbacks that make its edges are drawn over it). The region the
 * plan's centre may move in at its angle is not drawn here but by the plan overlay, above the
 * plan (overlay/planOverlay.ts): it changes at every step of a turn, where the overlay redraws
 * one path and the map would repaint every layer (long tasks on a phone).
 */
export function addBuildableAreaLayers(map: MapLibreMap): void {
  map.addSource(BUILDABLE_SOURCE_ID, { type: 'geojson', data: buildableFeatures(undefined) });
  map.addLayer({
    id: ROOM_LAYER_ID,
    type: 'fill',
    source: BUILDABLE_SOURCE_ID,
    filter: ['==', ['get', 'kind'], 'room'] satisfies FilterSpecification,
    paint: { 'fill-color': ROOM_COLOUR, 'fill-opacity': 0.2 },
  });
}

/** Shades the room `area` leaves, or nothing when `area` is undefined. */
export function setBuildableRoom(
  map: MapLibreMap,
  area: Pick<BuildableArea, 'room'> | undefined,
): void {
  const room = area && { angleDeg: 0, room: area.room, roomSqft: 0, centre: [], centreSqft: 0 };
  void map.getSource<GeoJSONSource>(BUILDABLE_SOURCE_ID)?.setData(buildableFeatures(room));
}
