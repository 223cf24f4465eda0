import type { StateCreator } from 'zustand';
import type { BuildableArea } from '../../../geometry/geometryApi';
import type { MapState } from './mapStore';

/**
 * Where the selected plan may stand, shaded on the map and said in the fit panel: whether the
 * homeowner wants it shown, and the worker's latest answer. Kept for this screen only: it is a
 * way of looking at the lot, not part of the map the session stores.
 */
export interface BuildableSlice {
  /** "Show where it fits": on until the homeowner turns it off. */
  showBuildable: boolean;
  /** The worker's latest answer, for the plan it was asked for. */
  buildable: { planId: string; area: BuildableArea } | undefined;
  /** Shows or hides the shading; hidden, the answer is dropped and the worker no longer asked. */
  setShowBuildable: (show: boolean) => void;
  buildableFound: (planId: string, area: BuildableArea) => void;
}

export function createBuildableSlice(): StateCreator<MapState, [], [], BuildableSlice> {
  return (set) => ({
    showBuildable: true,
    buildable: undefined,
    setShowBuildable: (showBuildable) =>
      set(showBuildable ? { showBuildable } : { showBuildable, buildable: undefined }),
    buildableFound: (planId, area) => set({ buildable: { planId, area } }),
  });
}

/** Where the selected plan may stand, while it is shown; none before the worker answers for it. */
export function selectBuildable(state: MapState): BuildableArea | undefined {
  const { showBuildable, buildable, selectedPlan } = state;
  if (!showBuildable || !buildable || buildable.planId !== selectedPlan?.id) return undefined;
  return buildable.area;
}
