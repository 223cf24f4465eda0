import type { ImageSource, Map as MapLibreMap } from 'maplibre-gl';
import type { LonLat } from '../../geometry/ring';

export const PLAN_DRAWING_SOURCE_ID = 'plan-drawing';
const LAYER_ID = 'plan-drawing';
/** The footprint outline, which stays drawn over the floor plan. */
const ABOVE_LAYER_ID = 'plan-footprint-outline';

/** An image source's corners: top-left, top-right, bottom-right, bottom-left. */
type Corners = [LonLat, LonLat, LonLat, LonLat];

/**
 * The image corners for a footprint ring from the worker. Its corners run front-left,
 * front-right, back-right, back-left, and the drawing's top row is the back of the plan, so the
 * image's top-left is the back-left corner: the ring reversed.
 */
export function drawingCorners(ring: LonLat[]): Corners | undefined {
  const [c0, c1, c2, c3] = ring;
  if (!c0 || !c1 || !c2 || !c3) return undefined;
  return [c3, c2, c1, c0];
}

/** Lays the floor-plan drawing over the footprint (adding its source and layer the first time). */
export function showPlanDrawing(map: MapLibreMap, image: ImageData, corners: Corners): void {
  const source = map.getSource<ImageSource>(PLAN_DRAWING_SOURCE_ID);
  if (source) {
    source.updateImage({ image, coordinates: corners });
    return;
  }
  map.addSource(PLAN_DRAWING_SOURCE_ID, { type: 'image', coordinates: corners });
  map.getSource<ImageSource>(PLAN_DRAWING_SOURCE_ID)?.updateImage({ image });
  map.addLayer(
    {
      id: LAYER_ID,
      type: 'raster',
      source: PLAN_DRAWING_SOURCE_ID,
      // No fade: the drawing follows the finger, a fade would make it swim behind the outline.
      paint: { 'raster-opacity': 0.95, 'raster-fade-duration': 0 },
    },
    map.getLayer(ABOVE_LAYER_ID) ? ABOVE_LAYER_ID : undefined,
  );
}

/** Moves the drawing with the footprint: only its corners change, so every move can afford it. */
export function movePlanDrawing(map: MapLibreMap, corners: Corners): void {
  map.getSource<ImageSource>(PLAN_DRAWING_SOURCE_ID)?.setCoordinates(corners);
}

/** Takes the drawing off the map (no plan, or a plan without one). */
export function hidePlanDrawing(map: MapLibreMap): void {
  if (map.getLayer(LAYER_ID)) map.removeLayer(LAYER_ID);
  if (map.getSource(PLAN_DRAWING_SOURCE_ID)) map.removeSource(PLAN_DRAWING_SOURCE_ID);
}
