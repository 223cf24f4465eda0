import { Map as MapLibreMap, Marker, NavigationControl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { RuntimeConfig } from '../../lib/config/runtimeConfig';
import './maplibreWorker';
import { aerialStyle } from './mapStyle';
import { registerMarkerClass } from './markers';

registerMarkerClass(Marker);

/** Where a base map opens. */
export interface MapOpening {
  center: [number, number];
  zoom: number;
}

/**
 * Where a map opens with no address to go to (the address search down, nothing saved): the
 * same place the map tool opens on, close enough to place a property with a tap once panned.
 */
export const FALLBACK_CENTER: [number, number] = [-121.4944, 38.5816];

/**
 * The product's map: aerial imagery over a calm ground, zoom to 22, zoom buttons, a compact
 * attribution. The map tool and the site visit's map questions both open theirs here, so a
 * homeowner sees the same map in both.
 */
export function createBaseMap(
  container: HTMLElement,
  config: RuntimeConfig,
  opening: MapOpening,
  options: { preserveDrawingBuffer?: boolean } = {},
): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: aerialStyle(config),
    center: opening.center,
    zoom: opening.zoom,
    maxZoom: 22,
    // Opened at 1× and sharpened once settled (see sharpenOnceSettled).
    pixelRatio: 1,
    attributionControl: { compact: true },
    // Our styles are written here and the street style is checked when fetched: validating
    // every style, source and layer again costs a phone's main thread while the map opens.
    validateStyle: false,
    canvasContextAttributes: { preserveDrawingBuffer: options.preserveDrawingBuffer ?? false },
  });
  map.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
  sharpenOnceSettled(map, screenPixelRatio());
  return map;
}

/**
 * The pixel ratio the map is drawn at once settled: the screen's, at most 2. A 3× phone screen
 * drawn at 2× shows aerial imagery the same, and each frame fills 2.25× fewer pixels, which keeps
 * a drag smooth on a mid-range phone's GPU.
 */
function screenPixelRatio(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}

/** How long the map stays at 1× after it first settled, unless the user acts sooner. */
export const SHARPEN_AFTER_MS = 3000;

/** What counts as the user acting on the page: the map is sharpened before it answers. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * A map's first frames are the costliest a phone draws: the WebGL context, every shader compiled,
 * the first tiles. They are drawn at 1× — a third of the pixels of a 1.75× screen — so the page
 * stays responsive while it opens (issue 16: no long task in the first load). The map is
 * sharpened to `ratio` at the user's first touch, click, key or wheel, or `SHARPEN_AFTER_MS`
 * after it first settled, whichever comes first: one more frame, with every shader compiled.
 */
export function sharpenOnceSettled(
  map: Pick<MapLibreMap, 'once' | 'setPixelRatio'>,
  ratio: number,
): void {
  if (ratio <= 1) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Once sharpened (or removed), never again: a first touch before the map first settled must
  // not leave the settled map's timer to resize it a second time, mid-drag.
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, sharpen, true);
  };
  function sharpen() {
    if (done) return;
    stop();
    map.setPixelRatio(ratio);
  }
  for (const type of FIRST_ACTIONS) window.addEventListener(type, sharpen, true);
  map.once('idle', () => {
    if (!done) timer = setTimeout(sharpen, SHARPEN_AFTER_MS);
  });
  map.once('remove', stop);
}
