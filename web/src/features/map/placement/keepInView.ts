import type { Map as MapLibreMap } from 'maplibre-gl';
import type { LonLat } from '../../../geometry/ring';

/**
 * Room kept for the controls laid over the map (address box above, basemap switch below, zoom
 * buttons aside). Even on opposite sides, so framing keeps the lot where the map had it.
 */
const MARGIN_PX = { top: 72, bottom: 72, left: 56, right: 56 };

/**
 * Brings `points` (a newly placed plan's corners) into view when any lies under the map's
 * controls or off the map — a 76 ft single-wide does not fit a phone's map at lot zoom. Only
 * zooms out, and jumps rather than flies: the plan is being looked at, not travelled to. The lot
 * is not framed too: zooming out for it would crowd its handles around the plan a finger turns.
 */
export function keepInView(map: MapLibreMap, points: LonLat[]): void {
  const first = points[0];
  if (!first) return;
  const { clientWidth: width, clientHeight: height } = map.getContainer();
  const visible = points.every((point) => {
    const { x, y } = map.project(point);
    return (
      x >= MARGIN_PX.left &&
      x <= width - MARGIN_PX.right &&
      y >= MARGIN_PX.top &&
      y <= height - MARGIN_PX.bottom
    );
  });
  if (visible) return;
  const lons = points.map(([lon]) => lon);
  const lats = points.map(([, lat]) => lat);
  map.fitBounds(
    [
      [Math.min(...lons), Math.min(...lats)],
      [Math.max(...lons), Math.max(...lats)],
    ],
    { padding: MARGIN_PX, maxZoom: map.getZoom(), animate: false },
  );
}
