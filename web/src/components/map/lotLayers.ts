import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Draws the polygons of `source` as a property boundary: a light fill and a white dashed line,
 * which read on aerial imagery and on the plain ground alike. The map tool and the site visit's
 * maps draw a lot the same way; `prefix` names the two layers.
 */
export function addLotBoundaryLayers(map: MapLibreMap, source: string, prefix: string): void {
  map.addLayer({
    id: `${prefix}-fill`,
    type: 'fill',
    source,
    paint: { 'fill-color': '#ffffff', 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: `${prefix}-outline`,
    type: 'line',
    source,
    paint: { 'line-color': '#ffffff', 'line-width': 2.5, 'line-dasharray': [2, 1.5] },
    layout: { 'line-join': 'round' },
  });
}
