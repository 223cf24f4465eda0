import type { LngLatLike, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { createMarker } from '../../../components/map/markers';

/**
 * A draggable maplibre marker on `element` (a lot or structure corner, the plan's rotate handle)
 * that keeps the pointer for the whole drag.
 *
 * maplibre moves a dragged marker on the map's own mouse events, so a drag that passed over
 * anything laid on the map — a toast, the address box, a notice — stopped there, and a button
 * released over it left the handle following the mouse. Capturing the pointer on the handle
 * sends every move and the release to the handle, inside the map, wherever the pointer is.
 */
export function handleMarker(map: MapLibreMap, element: HTMLElement, at: LngLatLike): Marker {
  let dragged = false;
  element.addEventListener('pointerdown', (event) => {
    dragged = false;
    // A finger's touch events already stay with the element they started on.
    if (event.pointerType === 'mouse' || event.pointerType === 'pen') {
      element.setPointerCapture(event.pointerId);
    }
  });
  // The captured release now clicks the handle itself: a drag is not a tap on it (a finger's
  // drag never clicks either).
  element.addEventListener(
    'click',
    (event) => {
      if (!dragged) return;
      dragged = false;
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  const marker = createMarker({ element, draggable: true }).setLngLat(at).addTo(map);
  marker.on('dragstart', () => {
    dragged = true;
  });
  return marker;
}
