import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { FIT_COLOURS } from '../model/fitView';
import { buildableFeatures, type BuildableKind } from '../model/buildableArea';
import type { BuildableArea } from '../../../geometry/geometryApi';

export const BUILDABLE_SOURCE_ID = 'property-buildable';
const ROOM_LAYER_ID = 'property-buildable-room';
const CENTRE_LAYER_ID = 'property-buildable-centre';

/** A light green the lot's white fill and the imagery show through: room, not yet a spot. */
const ROOM_COLOUR = '#8fe0a0';

/**
 * Adds the (empty) source of where the plan may stand: the room the setbacks and separations
 * leave as a light green wash, and the region its centre may move in at its angle in the fit's
 * green. Added under the lot lines, so the setbacks that make its edges are drawn over it. The
 * centre region's edge is not drawn here but by the plan overlay, above the plan that covers
 * most of the region (overlay/planOverlay.ts).
 */
export function addBuildableAreaLayers(map: MapLibreMap): void {
  map.addSource(BUILDABLE_SOURCE_ID, { type: 'geojson', data: buildableFeatures(undefined) });
  map.addLayer({
    id: ROOM_LAYER_ID,
    type: 'fill',
    source: BUILDABLE_SOURCE_ID,
    filter: kindIs('room'),
    paint: { 'fill-color': ROOM_COLOUR, 'fill-opacity': 0.2 },
  });
  map.addLayer({
    id: CENTRE_LAYER_ID,
    type: 'fill',
    source: BUILDABLE_SOURCE_ID,
    filter: kindIs('centre'),
    paint: { 'fill-color': FIT_COLOURS.clear, 'fill-opacity': 0.45 },
  });
}

/** Shades where the plan may stand, or nothing when `area` is undefined. */
export function setBuildableArea(map: MapLibreMap, area: BuildableArea | undefined): void {
  void map.getSource<GeoJSONSource>(BUILDABLE_SOURCE_ID)?.setData(buildableFeatures(area));
}

function kindIs(kind: BuildableKind): FilterSpecification {
  return ['==', ['get', 'kind'], kind];
}
