import type { Map as MapLibreMap } from 'maplibre-gl';
import { addBuildableAreaLayers, BUILDABLE_SOURCE_ID } from '../lot/buildableAreaLayer';
import { addLotLayers, LOT_SOURCE_ID } from '../lot/lotLayer';
import { addLotLinesLayers, LOT_LINES_SOURCE_ID } from '../lot/lotLinesLayer';
import { addLotPreviewLayers, LOT_PREVIEW_SOURCE_ID } from '../lot/lotPreviewLayer';
import { addStructureLayers, STRUCTURES_SOURCE_ID } from '../structures/structureLayer';

/** The sources the app draws; an error from any other one is the basemap's. */
export const OVERLAY_SOURCE_IDS: readonly string[] = [
  LOT_SOURCE_ID,
  BUILDABLE_SOURCE_ID,
  LOT_LINES_SOURCE_ID,
  LOT_PREVIEW_SOURCE_ID,
  STRUCTURES_SOURCE_ID,
];

/**
 * Adds the (empty) overlay sources and layers on top of the basemap: the lot, where the plan may
 * stand on it, its setback and broken lines, a lot previewed from a file, then the existing
 * structures. A new style starts without them, so this runs on every style load and the owners of
 * the data put it back. The placed plan is not part of the style: see overlay/planOverlay.ts.
 */
export function addOverlayLayers(map: MapLibreMap): void {
  addLotLayers(map);
  addBuildableAreaLayers(map);
  addLotLinesLayers(map);
  addLotPreviewLayers(map);
  addStructureLayers(map);
}
