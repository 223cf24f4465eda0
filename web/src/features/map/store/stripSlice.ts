import type { StateCreator } from 'zustand';
import type { MapState } from './mapStore';
import { withLastViewed, type MapData } from '../model/mapData';
import type { StripPlan } from '../api/planStripDocuments';
import { NO_STRIP_FILTERS, type StripFilters } from '../model/stripFilters';

/** The strip's filters and the plan picked from it. */
export interface StripSlice {
  filters: StripFilters;
  selectedId: string | undefined;
  /**
   * The selected plan's card (its size), once known: the strip's at a pick; for a plan restored
   * from the map session, the first answer that has it. It stays when a filter hides its card.
   */
  selectedPlan: StripPlan | undefined;
  /** The plans most recently picked, newest first (kept in the map session). */
  lastViewed: string[];
  changeFilters: (patch: Partial<StripFilters>) => void;
  /** Picks `plan`, or puts it away when it is the one picked. */
  select: (plan: StripPlan) => void;
  /** An answer carrying `plan`: it gives the selected plan its size if it had none yet. */
  planFound: (plan: StripPlan) => void;
  /**
   * Selects the plan with this id, brought from elsewhere ('Try this plan on your lot'): its card
   * comes with the plan's own query. Unlike a pick from the strip it waits for the property
   * rather than placing one mid-map: the homeowner is asked for their address first.
   */
  requestPlan: (planId: string) => void;
  /** The selected plan turned out not to exist (or not for this viewer): nothing is selected. */
  planMissing: (planId: string) => void;
}

export function createStripSlice(
  restored: MapData,
  lastViewed: string[],
): StateCreator<MapState, [], [], StripSlice> {
  return (set, get) => ({
    filters: NO_STRIP_FILTERS,
    selectedId: restored.planId ?? undefined,
    selectedPlan: undefined,
    lastViewed,
    changeFilters: (patch) => set((state) => ({ filters: { ...state.filters, ...patch } })),
    select: (plan) => {
      const { lot, map, placeProperty, selectedId } = get();
      // A plan needs a lot to be checked against: without one, the property starts mid-map.
      if (!lot && map) {
        const { lng, lat } = map.getCenter();
        placeProperty([lng, lat], '');
      }
      if (selectedId === plan.id) {
        set({ selectedId: undefined, selectedPlan: undefined });
        return;
      }
      set((state) => ({
        selectedId: plan.id,
        selectedPlan: plan,
        lastViewed: withLastViewed(state.lastViewed, plan.id),
      }));
    },
    planFound: (plan) => {
      const { selectedId, selectedPlan } = get();
      if (plan.id === selectedId && selectedPlan?.id !== selectedId) set({ selectedPlan: plan });
    },
    requestPlan: (planId) => {
      if (get().selectedId === planId) return;
      set((state) => ({
        selectedId: planId,
        selectedPlan: undefined,
        lastViewed: withLastViewed(state.lastViewed, planId),
      }));
    },
    planMissing: (planId) => {
      if (get().selectedId === planId) set({ selectedId: undefined, selectedPlan: undefined });
    },
  });
}
