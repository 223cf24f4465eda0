import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { LonLat } from '../../../geometry/ring';
import { createMarker } from '../../../components/map/markers';
import { handleMarker } from './handleMarker';
import { edgeMidpoints } from '../model/corners';
import styles from './Handles.module.css';

/** What the handles of one polygon (the lot, or a structure being edited) do. */
export interface PolygonHandlers {
  moveCorner: (index: number, point: LonLat) => void;
  addCorner: (edge: number) => void;
  selectCorner: (index: number) => void;
}

/**
 * Handles on a polygon: a draggable one on every corner and an "add a corner" one in the middle
 * of every edge. They are maplibre markers — DOM elements with pointer events, so a finger can
 * grab them (44 px hit areas) and the map does not pan under the drag. `shape` names the polygon
 * in the handles' labels ("Lot corner 1"); `identity` tells polygons apart. Markers are rebuilt
 * only when the number of corners, the name or the polygon changes; a rebuild mid-drag would drop
 * the finger.
 *
 * A marker is made where its corner is, by its geographic position. A restored lot (reload,
 * sign-in, the map session) is known before the map has loaded, so its markers are made after its
 * corners were last set: a marker made anywhere else would stay there until the next edit.
 */
export function usePolygonHandles(
  map: MapLibreMap | undefined,
  shape: string,
  identity: string,
  corners: LonLat[] | undefined,
  handlers: PolygonHandlers,
  selectedCorner: number | undefined,
): void {
  const latest = useRef(handlers);
  const latestCorners = useRef(corners);
  useEffect(() => {
    latest.current = handlers;
    latestCorners.current = corners;
  });
  const cornerMarkers = useRef<Marker[]>([]);
  const midpointMarkers = useRef<Marker[]>([]);
  const count = corners?.length ?? 0;

  useEffect(() => {
    const placed = latestCorners.current;
    if (!map || count === 0 || !placed) return;
    const middles = edgeMidpoints(placed);
    cornerMarkers.current = placed.map((corner, index) => {
      const element = handleElement(styles.corner, `${shape} corner ${index + 1}`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.selectCorner(index);
      });
      const marker = handleMarker(map, element, corner);
      marker.on('drag', () => {
        const { lng, lat } = marker.getLngLat();
        latest.current.moveCorner(index, [lng, lat]);
      });
      return marker;
    });
    midpointMarkers.current = middles.map((middle, edge) => {
      const element = handleElement(
        styles.midpoint,
        `Add a corner on ${shape.toLowerCase()} line ${edge + 1}`,
      );
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.addCorner(edge);
      });
      return createMarker({ element }).setLngLat(middle).addTo(map);
    });
    return () => {
      for (const marker of [...cornerMarkers.current, ...midpointMarkers.current]) marker.remove();
      cornerMarkers.current = [];
      midpointMarkers.current = [];
    };
  }, [map, count, shape, identity]);

  // The markers follow the corners as they are edited (a drag, a restored or a new lot).
  useEffect(() => {
    if (!corners) return;
    corners.forEach((corner, i) => cornerMarkers.current[i]?.setLngLat(corner));
    edgeMidpoints(corners).forEach((middle, i) => midpointMarkers.current[i]?.setLngLat(middle));
  }, [map, corners, count, shape, identity]);

  useEffect(() => {
    cornerMarkers.current.forEach((marker, i) => {
      marker.getElement().classList.toggle(styles.selected ?? '', i === selectedCorner);
    });
  }, [selectedCorner, count, shape, identity]);
}

function handleElement(className: string | undefined, label: string): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `${styles.handle ?? ''} ${className ?? ''}`;
  element.setAttribute('aria-label', label);
  return element;
}
