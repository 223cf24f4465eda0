/** The drawing is never rasterised bigger than this on its long side: plenty for a phone. */
export const MAX_DRAWING_PX = 1024;
const MIN_DRAWING_PX = 16;
const METRES_PER_FOOT = 0.3048;
/** Web Mercator metres per pixel at zoom 0 on the equator, for maplibre's 512 px tiles. */
const EQUATOR_METRES_PER_PX = 40_075_016.686 / 512;

/**
 * Zoom bands: the drawing is rasterised once per whole zoom level, at the resolution of the
 * band's top, so zooming within a band never shows it blurred and a move never re-rasterises.
 */
export function zoomBand(zoom: number): number {
  return Math.floor(zoom);
}

/** Pixel size of a `widthFt` × `lengthFt` drawing for zoom band `band` at latitude `lat`. */
export function drawingSizePx(
  widthFt: number,
  lengthFt: number,
  lat: number,
  band: number,
  pixelRatio: number,
): { width: number; height: number } {
  const metresPerPx = (EQUATOR_METRES_PER_PX * Math.cos((lat * Math.PI) / 180)) / 2 ** (band + 1);
  const scale = (METRES_PER_FOOT / metresPerPx) * pixelRatio;
  let width = widthFt * scale;
  let height = lengthFt * scale;
  const longest = Math.max(width, height);
  if (longest > MAX_DRAWING_PX) {
    width *= MAX_DRAWING_PX / longest;
    height *= MAX_DRAWING_PX / longest;
  }
  return {
    width: Math.max(MIN_DRAWING_PX, Math.round(width)),
    height: Math.max(MIN_DRAWING_PX, Math.round(height)),
  };
}
