import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';
import type { Placement } from '../../geometry/geometryApi';
import { ringFromFlat, type LonLat } from '../../geometry/ring';
import { lotContains } from './lot';
import styles from './LotHandles.module.css';
import { aheadOf, bearingTo, placementForKey } from './placementMoves';

/** How far beyond the plan's far end the rotate handle sits. */
const ROTATE_HANDLE_GAP_FT = 10;

/**
 * Moving the placed plan: one finger or the mouse drags it (pointer events on the map, with the
 * map's own panning paused for that pointer), a handle ahead of it turns it, and with the map
 * focused the arrow keys nudge it 1 ft and `[`/`]` turn it 1°.
 */
export function usePlanDrag(
  map: MapLibreMap | undefined,
  mapElement: RefObject<HTMLElement | null>,
  footprint: Float64Array | undefined,
  placement: Placement | undefined,
  lengthFt: number,
  moveTo: (placement: Placement) => void,
): void {
  const latest = useRef({ footprint, placement, moveTo });
  useEffect(() => {
    latest.current = { footprint, placement, moveTo };
  });

  useEffect(() => {
    if (!map) return;
    const container = map.getCanvasContainer();
    let drag: { pointerId: number; start: LonLat; from: Placement; moved: boolean } | undefined;

    const pointAt = (event: PointerEvent): LonLat => {
      const rect = container.getBoundingClientRect();
      const { lng, lat } = map.unproject([event.clientX - rect.left, event.clientY - rect.top]);
      return [lng, lat];
    };

    const onDown = (event: PointerEvent) => {
      const { footprint: flat, placement: from } = latest.current;
      if (drag || !flat || !from || event.target !== map.getCanvas()) return;
      const start = pointAt(event);
      const ring = ringFromFlat(flat).slice(0, -1);
      if (!lotContains({ corners: ring, setbacksFt: [], frontEdge: -1 }, start)) return;
      drag = { pointerId: event.pointerId, start, from, moved: false };
      // Paused before maplibre sees the mousedown/touchstart that follows this pointerdown.
      map.dragPan.disable();
      map.touchZoomRotate.disable();
      container.setPointerCapture(event.pointerId);
    };

    const onMove = (event: PointerEvent) => {
      if (drag?.pointerId !== event.pointerId) return;
      const [lon, lat] = pointAt(event);
      drag.moved = true;
      latest.current.moveTo({
        ...drag.from,
        lon: drag.from.lon + lon - drag.start[0],
        lat: drag.from.lat + lat - drag.start[1],
      });
    };

    const onUp = (event: PointerEvent) => {
      if (drag?.pointerId !== event.pointerId) return;
      if (drag.moved) swallowNextClick(container);
      drag = undefined;
      map.dragPan.enable();
      map.touchZoomRotate.enable();
    };

    container.addEventListener('pointerdown', onDown);
    container.addEventListener('pointermove', onMove);
    container.addEventListener('pointerup', onUp);
    container.addEventListener('pointercancel', onUp);
    return () => {
      container.removeEventListener('pointerdown', onDown);
      container.removeEventListener('pointermove', onMove);
      container.removeEventListener('pointerup', onUp);
      container.removeEventListener('pointercancel', onUp);
    };
  }, [map]);

  // The rotate handle: created with the placement, moved with it.
  const rotateHandle = useRef<Marker>(undefined);
  const placed = placement !== undefined;
  useEffect(() => {
    if (!map || !placed) return;
    const element = document.createElement('button');
    element.type = 'button';
    element.className = `${styles.handle ?? ''} ${styles.rotate ?? ''}`;
    element.setAttribute('aria-label', 'Turn the plan');
    const marker = new Marker({ element, draggable: true }).setLngLat([0, 0]).addTo(map);
    marker.on('drag', () => {
      const from = latest.current.placement;
      if (!from) return;
      const { lng, lat } = marker.getLngLat();
      latest.current.moveTo({ ...from, angleDeg: bearingTo(from, [lng, lat]) });
    });
    rotateHandle.current = marker;
    return () => {
      marker.remove();
      rotateHandle.current = undefined;
    };
  }, [map, placed]);

  useEffect(() => {
    if (placement) {
      rotateHandle.current?.setLngLat(aheadOf(placement, lengthFt / 2 + ROTATE_HANDLE_GAP_FT));
    }
  }, [placement, lengthFt]);

  useEffect(() => {
    const element = mapElement.current;
    if (!element) return;
    // Capture phase: the keys move the plan instead of panning the map while one is placed.
    const onKey = (event: KeyboardEvent) => {
      const from = latest.current.placement;
      if (!from || event.target instanceof HTMLInputElement) return;
      const next = placementForKey(from, event.key);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current.moveTo(next);
    };
    element.addEventListener('keydown', onKey, { capture: true });
    return () => element.removeEventListener('keydown', onKey, { capture: true });
  }, [mapElement]);
}

/**
 * A drag ends with a click on the map in some browsers; that click must not count as a tap that
 * places the lot. The click follows pointerup in the same task, so a zero timeout ends the guard.
 */
function swallowNextClick(container: HTMLElement): void {
  const swallow = (event: MouseEvent) => event.stopImmediatePropagation();
  container.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => container.removeEventListener('click', swallow, { capture: true }), 0);
}
