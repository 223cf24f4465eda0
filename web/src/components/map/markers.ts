import type { Marker, MarkerOptions } from 'maplibre-gl';

/**
 * maplibre-gl's markers, for code that runs once a map exists. The map screen loads the library
 * only after its address box, notices and plan strip are on screen (see `loadBaseMap`): its
 * quarter megabyte of code would otherwise hold all of them back. Every marker is made for a
 * map, and the library that made the map registered its class here when it loaded, so the
 * marker code needs no import of the library of its own.
 */
let MarkerClass: typeof Marker | undefined;

/** Called by `baseMap` as the library loads. */
export function registerMarkerClass(markerClass: typeof Marker): void {
  MarkerClass = markerClass;
}

/** A new maplibre marker (only ever asked for once a map, and so the library, exists). */
export function createMarker(options: MarkerOptions): Marker {
  if (!MarkerClass) throw new Error('A map marker was made before the map library loaded.');
  return new MarkerClass(options);
}
