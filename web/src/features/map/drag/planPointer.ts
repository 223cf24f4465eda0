import type { Map as MapLibreMap } from 'maplibre-gl';
import type { RefObject } from 'react';
import type { StoreApi } from 'zustand';
import type { Placement } from '../../../geometry/geometryApi';
import { ringFromFlat, type LonLat } from '../../../geometry/ring';
import { screenAngle, turn } from '../model/placementMoves';
import { nearPolygon, type ScreenPoint } from '../model/screenHit';
import { noteMove } from '../placement/moveTiming';
import type { PlanMover } from '../placement/usePlanPlacement';
import type { MapState } from '../store/mapStore';
import { selectReport } from '../store/placementSlice';
import { markPlanGesture } from './planGesture';

/** A one-finger drag must start on the plan; a twist may start this close to it. */
const TWIST_REACH_PX = 32;

type Gesture =
  | { kind: 'drag'; pointerId: number; last: ScreenPoint; at: Placement; moved: boolean }
  | { kind: 'twist'; ids: [number, number]; startAngle: number; from: Placement };

/**
 * Moves the placed plan on `map` by pointer: one finger or the mouse drags it, two fingers twist
 * it about its centre, through `latest.current` (the newest plan mover). While a gesture is on the
 * plan the map's own panning and pinch-zoom are paused, so the map does not move under the
 * finger. The handlers read the store when they run: a move renders nothing on its way to the
 * worker. Answers the function that stops listening.
 */
export function listenForPlanPointer(
  map: MapLibreMap,
  store: StoreApi<MapState>,
  latest: RefObject<PlanMover>,
): () => void {
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
  // The footprint the overlay draws: the store has it from the same answer.
  const footprintOnScreen = (): ScreenPoint[] | undefined => {
    const flat = selectReport(store.getState())?.footprint;
    if (!flat) return undefined;
    return ringFromFlat(flat)
      .slice(0, -1)
      .map((corner) => map.project(corner));
  };
  // The map's tap zoom too: a short twist moves each finger less than a tap may, and maplibre
  // took it for a two-finger tap and zoomed the map out under the turned plan.
  const pauseMap = (kind: Gesture['kind']) => {
    map.dragPan.disable();
    map.touchZoomRotate.disable();
    map.doubleClickZoom.disable();
    markPlanGesture(map, kind);
  };
  const resumeMap = () => {
    map.dragPan.enable();
    map.touchZoomRotate.enable();
    map.doubleClickZoom.enable();
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
    gesture = { kind: 'drag', pointerId: event.pointerId, last: point, at: from, moved: false };
    // Paused before maplibre sees the mousedown/touchstart that follows this pointerdown.
    pauseMap('drag');
    container.setPointerCapture(event.pointerId);
  };

  const onMove = (event: PointerEvent) => {
    if (!pointers.has(event.pointerId)) return;
    const point = screenAt(event);
    pointers.set(event.pointerId, point);
    if (gesture?.kind === 'drag' && gesture.pointerId === event.pointerId) {
      // The plan goes as far as the finger went since its last move, both measured on the map
      // as it is now: when the map has panned to keep the plan in view (it neared the edge),
      // the plan stays where the pan left it instead of jumping back under the finger.
      const [lonBefore, latBefore] = lonLatAt(gesture.last);
      const [lon, lat] = lonLatAt(point);
      gesture.moved = true;
      const placement = {
        ...gesture.at,
        lon: gesture.at.lon + lon - lonBefore,
        lat: gesture.at.lat + lat - latBefore,
      };
      gesture.at = placement;
      gesture.last = point;
      noteMove(placement);
      latest.current.moveTo(placement);
    } else if (gesture?.kind === 'twist') {
      const a = pointers.get(gesture.ids[0]);
      const b = pointers.get(gesture.ids[1]);
      if (!a || !b) return;
      // Screen degrees clockwise are bearing degrees clockwise, whatever the map's bearing.
      const placement = turn(gesture.from, screenAngle(a, b) - gesture.startAngle);
      noteMove(placement);
      // Both fingers of one twist step come as two events of one time: only the second is drawn.
      latest.current.moveTo(placement, 'turn', event.timeStamp);
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
