import type { Map as MapLibreMap } from 'maplibre-gl';
import { freeRect, inset, type ScreenRect } from './frameGeometry';

/**
 * Marks an element laid over the map (the address box, a notice, the basemap switch): the map
 * frames the property in the part of it that no such element covers. Maplibre's own controls
 * (zoom buttons, attribution) count too.
 */
export const MAP_OVERLAY = { 'data-map-overlay': '' } as const;

const OVERLAY_SELECTOR = '[data-map-overlay], .maplibregl-ctrl';

/** Pixels kept between what is framed and the map's edge or a control. */
const BREATHING_PX = 4;

interface Watch {
  rect: ScreenRect | undefined;
  disconnect: () => void;
}

const watches = new WeakMap<MapLibreMap, Watch>();

/**
 * The part of the map that no control, box or notice covers, in pixels from the map's top left.
 * Measured once and again only after the map or something over it changed size, or a notice came
 * or went: a plan followed on every step of a drag reads it without laying out the page.
 */
export function unobstructedRect(map: MapLibreMap): ScreenRect {
  let watch = watches.get(map);
  if (!watch) {
    watch = watchObstacles(map);
    watches.set(map, watch);
  }
  watch.rect ??= measure(map);
  return watch.rect;
}

function watchObstacles(map: MapLibreMap): Watch {
  const container = map.getContainer();
  const area = container.parentElement ?? container;
  const watch: Watch = { rect: undefined, disconnect: () => undefined };
  const stale = () => {
    watch.rect = undefined;
    // A newly shown overlay may change size later (its text wraps): watch every one there is.
    observeSizes();
  };
  const sizes = new ResizeObserver(() => {
    watch.rect = undefined;
  });
  const observeSizes = () => {
    sizes.disconnect();
    sizes.observe(container);
    for (const overlay of area.querySelectorAll(OVERLAY_SELECTOR)) sizes.observe(overlay);
  };
  const added = new MutationObserver(stale);
  added.observe(area, { childList: true, subtree: true });
  observeSizes();
  watch.disconnect = () => {
    sizes.disconnect();
    added.disconnect();
  };
  map.once('remove', () => {
    watch.disconnect();
    watches.delete(map);
  });
  return watch;
}

function measure(map: MapLibreMap): ScreenRect {
  const container = map.getContainer();
  const area = container.parentElement ?? container;
  const box = container.getBoundingClientRect();
  const obstacles = [...area.querySelectorAll(OVERLAY_SELECTOR)]
    .map((element) => element.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => ({
      left: rect.left - box.left,
      top: rect.top - box.top,
      right: rect.right - box.left,
      bottom: rect.bottom - box.top,
    }));
  const whole = { left: 0, top: 0, right: box.width, bottom: box.height };
  return inset(freeRect(whole, obstacles), BREATHING_PX);
}
