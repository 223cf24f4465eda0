import type { Map as MapLibreMap } from 'maplibre-gl';
import { addFootprintLayers, FOOTPRINT_SOURCE_ID } from './footprintLayer';
import { addLotLayers, LOT_SOURCE_ID } from './lotLayer';
import { PLAN_DRAWING_SOURCE_ID } from './planDrawingLayer';
import { addStructureLayers, STRUCTURES_SOURCE_ID } from './structureLayer';

/** The sources the app draws; an error from any other one is the basemap's. */
export const OVERLAY_SOURCE_IDS: readonly string[] = [
  LOT_SOURCE_ID,
  STRUCTURES_SOURCE_ID,
  PLAN_DRAWING_SOURCE_ID,
  FOOTPRINT_SOURCE_ID,
];

/**
 * Adds the (empty) overlay sources and layers on top of the basemap: the lot, the existing
 * structures, then the plan, whose outline stays topmost. A new style starts without them, so
 * this runs on every style load and the owners of the data put it back.
 */
export function addOverlayLayers(map: MapLibreMap): void {
  addLotLayers(map);
  addStructureLayers(map);
  addFootprintLayers(map);
}
