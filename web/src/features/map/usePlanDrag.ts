import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';
import type { Placement } from '../../geometry/geometryApi';
import { ringFromFlat, type LonLat } from '../../geometry/ring';
import styles from './LotHandles.module.css';
import { aheadOf, bearingTo, placementForKey, screenAngle, turn } from './placementMoves';
import { nearPolygon, type ScreenPoint } from './screenHit';
import { noteMove } from './moveTiming';
import type { PlanPlacement } from './usePlanPlacement';

/** What moving the plan needs of the placement: where it is, where it was last sent, the move. */
export type PlanMover = Pick<PlanPlacement, 'placement' | 'latestPlacement' | 'moveTo'>;

/** How far beyond the plan's back edge the rotate handle sits. */
const ROTATE_HANDLE_GAP_FT = 10;
/** A one-finger drag must start on the plan; a twist may start this close to it. */
const TWIST_REACH_PX = 32;

type Gesture =
  | { kind: 'drag'; pointerId: number; start: LonLat; from: Placement; moved: boolean }
  | { kind: 'twist'; ids: [number, number]; startAngle: number; from: Placement };

/**
 * Moving the placed plan: one finger or the mouse drags it, two fingers twist it about its
 * centre, a round handle beyond its back edge turns it, and with the map focused the arrow keys
 * nudge it 1 ft while `[`/`]` or Shift+←/→ turn it 1°. While a gesture is on the plan the map's
 * own panning and pinch-zoom are paused, so the map does not move under the finger.
 */
export function usePlanDrag(
  map: MapLibreMap | undefined,
  mapElement: RefObject<HTMLElement | null>,
  footprint: Float64Array | undefined,
  plan: PlanMover,
  lengthFt: number,
): void {
  const { placement, latestPlacement, moveTo } = plan;
  const latest = useRef({ footprint, latestPlacement, moveTo });
  useEffect(() => {
    latest.current = { footprint, latestPlacement, moveTo };
  });

  useEffect(() => {
    if (!map) return;
    const container = map.getCanvasContainer();
    const pointers = new Map<number, ScreenPoint>();
    let gesture: Gesture | undefined;

    // Measured when a finger goes down, not on every move: reading layout right after React
    // has updated the panels would force the browser to lay the page out once per move.
    let rect = container.getBoundingClientRect();
    const screenAt = (event: PointerEvent): ScreenPoint => ({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
    });
    const lonLatAt = (point: ScreenPoint): LonLat => {
      const { lng, lat } = map.unproject([point.x, point.y]);
      return [lng, lat];
    };
    const footprintOnScreen = (): ScreenPoint[] | undefined => {
      const flat = latest.current.footprint;
      if (!flat) return undefined;
      return ringFromFlat(flat)
        .slice(0, -1)
        .map((corner) => map.project(corner));
    };
    const pauseMap = (kind: Gesture['kind']) => {
      map.dragPan.disable();
      map.touchZoomRotate.disable();
      markPlanGesture(map, kind);
    };
    const resumeMap = () => {
      map.dragPan.enable();
      map.touchZoomRotate.enable();
      markPlanGesture(map, undefined);
    };

    const onDown = (event: PointerEvent) => {
      if (event.target !== map.getCanvas()) return;
      rect = container.getBoundingClientRect();
      const point = screenAt(event);
      // A new primary pointer means nothing else is down: forget a gesture whose end was missed.
      if (event.isPrimary) {
        pointers.clear();
        gesture = undefined;
        resumeMap();
      }
      pointers.set(event.pointerId, point);
      const from = latest.current.latestPlacement();
      const shape = footprintOnScreen();
      if (!from || !shape) return;

      if (pointers.size === 2 && event.pointerType === 'touch') {
        const [first, second] = [...pointers.entries()];
        if (!first || !second) return;
        const middle = { x: (first[1].x + second[1].x) / 2, y: (first[1].y + second[1].y) / 2 };
        const onPlan =
          gesture?.kind === 'drag' ||
          [first[1], second[1], middle].some((p) => nearPolygon(shape, p, TWIST_REACH_PX));
        if (!onPlan) return;
        // Paused before maplibre sees the two-finger touchstart that follows this pointerdown.
        pauseMap('twist');
        container.setPointerCapture(event.pointerId);
        // A twist turns the plan from where the one-finger drag (if any) left it.
        gesture = {
          kind: 'twist',
          ids: [first[0], second[0]],
          startAngle: screenAngle(first[1], second[1]),
          from: latest.current.latestPlacement() ?? from,
        };
        return;
      }
      if (gesture || pointers.size !== 1 || !nearPolygon(shape, point, 0)) return;
      gesture = {
        kind: 'drag',
        pointerId: event.pointerId,
        start: lonLatAt(point),
        from,
        moved: false,
      };
      // Paused before maplibre sees the mousedown/touchstart that follows this pointerdown.
      pauseMap('drag');
      container.setPointerCapture(event.pointerId);
    };

    const onMove = (event: PointerEvent) => {
      if (!pointers.has(event.pointerId)) return;
      const point = screenAt(event);
      pointers.set(event.pointerId, point);
      if (gesture?.kind === 'drag' && gesture.pointerId === event.pointerId) {
        const [lon, lat] = lonLatAt(point);
        gesture.moved = true;
        const placement = {
          ...gesture.from,
          lon: gesture.from.lon + lon - gesture.start[0],
          lat: gesture.from.lat + lat - gesture.start[1],
        };
        noteMove(placement);
        latest.current.moveTo(placement);
      } else if (gesture?.kind === 'twist') {
        const a = pointers.get(gesture.ids[0]);
        const b = pointers.get(gesture.ids[1]);
        if (!a || !b) return;
        // Screen degrees clockwise are bearing degrees clockwise, whatever the map's bearing.
        const placement = turn(gesture.from, screenAngle(a, b) - gesture.startAngle);
        noteMove(placement);
        latest.current.moveTo(placement, 'turn');
      }
    };

    const onUp = (event: PointerEvent) => {
      if (!pointers.delete(event.pointerId)) return;
      if (gesture?.kind === 'drag' && gesture.pointerId === event.pointerId) {
        if (gesture.moved) swallowNextClick(container);
        gesture = undefined;
      } else if (gesture?.kind === 'twist' && gesture.ids.includes(event.pointerId)) {
        swallowNextClick(container);
        gesture = undefined;
      }
      // The map takes gestures again once every finger is off: a finger left over from a twist
      // would otherwise start panning the map mid-gesture.
      if (!gesture && pointers.size === 0) resumeMap();
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
    element.setAttribute('aria-describedby', PLAN_KEYS_HINT_ID);
    const marker = new Marker({ element, draggable: true }).setLngLat([0, 0]).addTo(map);
    marker.on('dragstart', () => markPlanGesture(map, 'turn'));
    marker.on('dragend', () => markPlanGesture(map, undefined));
    marker.on('drag', () => {
      const from = latest.current.latestPlacement();
      if (!from) return;
      const { lng, lat } = marker.getLngLat();
      latest.current.moveTo({ ...from, angleDeg: bearingTo(from, [lng, lat]) }, 'turn');
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
      const from = latest.current.latestPlacement();
      if (!from || event.target instanceof HTMLInputElement) return;
      const next = placementForKey(from, event.key, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      // Key turns stay exact (1° steps): snapping would hold the plan at a lot line's bearing.
      latest.current.moveTo(next);
    };
    element.addEventListener('keydown', onKey, { capture: true });
    return () => element.removeEventListener('keydown', onKey, { capture: true });
  }, [mapElement]);
}

/**
 * Marks the map while a gesture moves the plan (`data-plan-gesture`): the lot's and structures'
 * handles step aside until it ends (LotHandles.module.css). Nobody edits a corner mid-gesture,
 * and repositioning every handle on every frame costs a phone more than the fit check itself.
 */
function markPlanGesture(map: MapLibreMap, kind: Gesture['kind'] | 'turn' | undefined): void {
  const element = map.getContainer();
  if (kind) element.dataset.planGesture = kind;
  else delete element.dataset.planGesture;
}

/** The id of the text that tells keyboard and screen reader users how to move the plan. */
export const PLAN_KEYS_HINT_ID = 'plan-keys-hint';

/**
 * A drag ends with a click on the map in some browsers; that click must not count as a tap that
 * places the lot. The click follows pointerup in the same task, so a zero timeout ends the guard.
 */
function swallowNextClick(container: HTMLElement): void {
  const swallow = (event: MouseEvent) => event.stopImmediatePropagation();
  container.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => container.removeEventListener('click', swallow, { capture: true }), 0);
}
