import type { Feature, FeatureCollection } from 'geojson';
import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { FIT_COLOURS } from '../model/fitView';
import type { LotLine } from '../model/lotLines';

export const LOT_LINES_SOURCE_ID = 'property-lot-lines';
const SETBACK_LAYER_ID = 'property-setbacks';
const BROKEN_LINE_LAYER_ID = 'property-lot-line-broken';

/**
 * Amber: reads on aerial imagery and on the street map, and is neither the lot's white boundary
 * nor a fit colour, so a setback line is never taken for a broken rule.
 */
const SETBACK_COLOUR = '#ffd84d';

/**
 * Adds the (empty) lot lines source: each setback drawn as a dashed line inside the lot, and each
 * lot line the fit check finds broken drawn over the boundary in the fit's red. Which lines are
 * broken is a filter: a drag that changes only the distances changes nothing here.
 */
export function addLotLinesLayers(map: MapLibreMap): void {
  map.addSource(LOT_LINES_SOURCE_ID, { type: 'geojson', data: lotLineFeatures([]) });
  map.addLayer({
    id: SETBACK_LAYER_ID,
    type: 'line',
    source: LOT_LINES_SOURCE_ID,
    filter: ['==', ['get', 'kind'], 'setback'],
    paint: { 'line-color': SETBACK_COLOUR, 'line-width': 2, 'line-dasharray': [3, 2] },
  });
  map.addLayer({
    id: BROKEN_LINE_LAYER_ID,
    type: 'line',
    source: LOT_LINES_SOURCE_ID,
    filter: brokenFilter([]),
    paint: { 'line-color': FIT_COLOURS.violated, 'line-width': 5 },
    layout: { 'line-cap': 'round' },
  });
}

/** Shows the setback lines of `lines` (and keeps the lot lines for the broken-line layer). */
export function setLotLines(map: MapLibreMap, lines: LotLine[]): void {
  void map.getSource<GeoJSONSource>(LOT_LINES_SOURCE_ID)?.setData(lotLineFeatures(lines));
}

/** Draws lot lines `edges` as broken, and only those. */
export function markBrokenLines(map: MapLibreMap, edges: number[]): void {
  if (map.getLayer(BROKEN_LINE_LAYER_ID)) map.setFilter(BROKEN_LINE_LAYER_ID, brokenFilter(edges));
}

function brokenFilter(edges: number[]): FilterSpecification {
  return ['all', ['==', ['get', 'kind'], 'line'], ['in', ['get', 'edge'], ['literal', edges]]];
}

function lotLineFeatures(lines: LotLine[]): FeatureCollection {
  const features: Feature[] = [];
  for (const line of lines) {
    features.push({
      type: 'Feature',
      properties: { kind: 'line', edge: line.edge },
      geometry: { type: 'LineString', coordinates: [line.from, line.to] },
    });
    if (line.setback) {
      features.push({
        type: 'Feature',
        properties: { kind: 'setback', edge: line.edge },
        geometry: { type: 'LineString', coordinates: line.setback },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
