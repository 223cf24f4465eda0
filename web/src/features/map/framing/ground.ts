import type { LonLat } from '../../../geometry/ring';

/** A point in the ground units of `frameGeometry`: Web Mercator, turned as the screen is. */
export interface GroundPoint {
  x: number;
  y: number;
}

/** Pixels across the whole world at zoom 0: maplibre sizes its zoom levels on 512 px tiles. */
const WORLD_PX_AT_ZOOM_0 = 512;

/** Pixels per ground unit at `zoom`. */
export function scaleOfZoom(zoom: number): number {
  return WORLD_PX_AT_ZOOM_0 * 2 ** zoom;
}

/** The zoom at which a ground unit is `scale` pixels. */
export function zoomOfScale(scale: number): number {
  return Math.log2(scale / WORLD_PX_AT_ZOOM_0);
}

/**
 * Converts positions to ground units for a map turned to `bearingDeg` (the direction at the top
 * of the screen), and back: Web Mercator (x east, y south, the world 1 unit wide, as maplibre's
 * `MercatorCoordinate`) turned so that x points right and y down on the screen.
 */
export function groundFrame(bearingDeg: number): {
  toGround: (point: LonLat) => GroundPoint;
  toLonLat: (point: GroundPoint) => LonLat;
} {
  const rad = (bearingDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  return {
    toGround: ([lon, lat]) => {
      const x = (lon + 180) / 360;
      const phi = (lat * Math.PI) / 180;
      const y = (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
      return { x: x * cos + y * sin, y: -x * sin + y * cos };
    },
    toLonLat: ({ x: gx, y: gy }) => {
      const x = gx * cos - gy * sin;
      const y = gx * sin + gy * cos;
      const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
      return [x * 360 - 180, lat];
    },
  };
}
