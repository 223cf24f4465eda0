import type { FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { closedRing } from '../model/corners';
import type { LonLat } from '../../../geometry/ring';

export const LOT_PREVIEW_SOURCE_ID = 'lot-preview';

/**
 * A lot read from a file, previewed beside the lot: an amber line with a faint fill, unlike the
 * lot's white dashes, so the two read apart on aerial imagery and on the plain ground.
 */
export function addLotPreviewLayers(map: MapLibreMap): void {
  map.addSource(LOT_PREVIEW_SOURCE_ID, { type: 'geojson', data: previewData(undefined) });
  map.addLayer({
    id: 'lot-preview-fill',
    type: 'fill',
    source: LOT_PREVIEW_SOURCE_ID,
    paint: { 'fill-color': '#ffb300', 'fill-opacity': 0.18 },
  });
  map.addLayer({
    id: 'lot-preview-outline',
    type: 'line',
    source: LOT_PREVIEW_SOURCE_ID,
    paint: { 'line-color': '#ffb300', 'line-width': 3 },
    layout: { 'line-join': 'round' },
  });
}

/** Shows the previewed lot's `corners`, or nothing. */
export function setLotPreview(map: MapLibreMap, corners: LonLat[] | undefined): void {
  void map.getSource<GeoJSONSource>(LOT_PREVIEW_SOURCE_ID)?.setData(previewData(corners));
}

function previewData(corners: LonLat[] | undefined): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: corners
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [closedRing(corners)] },
          },
        ]
      : [],
  };
}
