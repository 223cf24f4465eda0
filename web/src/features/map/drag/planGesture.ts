import type { Map as MapLibreMap } from 'maplibre-gl';

/** What moves the plan: one finger or the mouse, two fingers, or the rotate handle. */
export type PlanGesture = 'drag' | 'twist' | 'turn';

/** The id of the text that tells keyboard and screen reader users how to move the plan. */
export const PLAN_KEYS_HINT_ID = 'plan-keys-hint';

/**
 * Marks the map while a gesture moves the plan (`data-plan-gesture`): the lot's and structures'
 * handles step aside until it ends (Handles.module.css). Nobody edits a corner mid-gesture,
 * and repositioning every handle on every frame costs a phone more than the fit check itself.
 */
export function markPlanGesture(map: MapLibreMap, kind: PlanGesture | undefined): void {
  const element = map.getContainer();
  if (kind) element.dataset.planGesture = kind;
  else delete element.dataset.planGesture;
}
