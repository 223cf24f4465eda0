/** What the geometry worker offers the page (through comlink, so every call is async). */
export interface GeometryWorkerApi {
  /**
   * Corners `[lon0, lat0, …, lon3, lat3]` of a `widthFt` × `lengthFt` rectangle centred on
   * `lon`/`lat`: width along east and length along north, then turned clockwise by `angleDeg`.
   */
  footprintLonLat(
    widthFt: number,
    lengthFt: number,
    angleDeg: number,
    lon: number,
    lat: number,
  ): Promise<Float64Array>;
}
