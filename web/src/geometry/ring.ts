/** A position as [longitude, latitude], the GeoJSON order. */
export type LonLat = [number, number];

/**
 * Turns the worker's flat corner list `[lon0, lat0, lon1, lat1, …]` into a closed GeoJSON ring
 * (first corner repeated at the end).
 */
export function ringFromFlat(flat: ArrayLike<number>): LonLat[] {
  if (flat.length < 6 || flat.length % 2 !== 0) {
    throw new Error(`expected an even number of at least 6 coordinates, got ${flat.length}`);
  }
  const ring: LonLat[] = [];
  for (let i = 0; i < flat.length; i += 2) ring.push([Number(flat[i]), Number(flat[i + 1])]);
  ring.push([Number(flat[0]), Number(flat[1])]);
  return ring;
}
