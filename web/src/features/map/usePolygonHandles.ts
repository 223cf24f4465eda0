import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import type { LonLat } from '../../geometry/ring';
import { addCorner, edgeMidpoints, moveCorner, type Lot } from './lot';
import styles from './LotHandles.module.css';

/**
 * Handles on the lot: a draggable one on every corner and an "add a corner" one in the middle of
 * every edge. They are maplibre markers — DOM elements with pointer events, so a finger can grab
 * them (44 px hit areas) and the map does not pan under the drag. Markers are rebuilt only when
 * the number of corners changes; a rebuild mid-drag would drop the finger.
 */
export function useLotHandles(
  map: MapLibreMap | undefined,
  lot: Lot | null,
  onChange: (lot: Lot) => void,
  selectedCorner: number | undefined,
  onSelectCorner: (index: number) => void,
): void {
  const latest = useRef({ lot, onChange, onSelectCorner });
  useEffect(() => {
    latest.current = { lot, onChange, onSelectCorner };
  });
  const corners = useRef<Marker[]>([]);
  const midpoints = useRef<Marker[]>([]);
  const count = lot?.corners.length ?? 0;

  useEffect(() => {
    if (!map || count === 0) return;
    corners.current = Array.from({ length: count }, (_, index) => {
      const element = handleElement(styles.corner, `Lot corner ${index + 1}`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        latest.current.onSelectCorner(index);
      });
      const marker = new Marker({ element, draggable: true })
        .setLngLat(cornerAt(latest.current.lot, index))
        .addTo(map);
      marker.on('drag', () => {
        const current = latest.current.lot;
        if (!current) return;
        const { lng, lat } = marker.getLngLat();
        latest.current.onChange(moveCorner(current, index, [lng, lat]));
      });
      return marker;
    });
    midpoints.current = Array.from({ length: count }, (_, edge) => {
      const element = handleElement(styles.midpoint, `Add a corner on lot line ${edge + 1}`);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        const current = latest.current.lot;
        if (current) latest.current.onChange(addCorner(current, edge));
      });
      return new Marker({ element }).setLngLat([0, 0]).addTo(map);
    });
    return () => {
      for (const marker of [...corners.current, ...midpoints.current]) marker.remove();
      corners.current = [];
      midpoints.current = [];
    };
  }, [map, count]);

  useEffect(() => {
    if (!lot) return;
    lot.corners.forEach((corner, i) => corners.current[i]?.setLngLat(corner));
    edgeMidpoints(lot).forEach((middle, i) => midpoints.current[i]?.setLngLat(middle));
  }, [lot, count]);

  useEffect(() => {
    corners.current.forEach((marker, i) => {
      marker.getElement().classList.toggle(styles.selected ?? '', i === selectedCorner);
    });
  }, [selectedCorner, count]);
}

function cornerAt(lot: Lot | null, index: number): LonLat {
  return lot?.corners[index] ?? [0, 0];
}

function handleElement(className: string | undefined, label: string): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `${styles.handle ?? ''} ${className ?? ''}`;
  element.setAttribute('aria-label', label);
  return element;
}
