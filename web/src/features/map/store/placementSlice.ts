import type { StateCreator } from 'zustand';
import type { FitReport, Placement } from '../../../geometry/geometryApi';
import { bestPlacement } from '../../../geometry/geometryClient';
import { lotCentre } from '../model/lot';
import type { MapData } from '../model/mapData';
import { hasSize, type FootprintStatus, type PlacedPlan, type Site } from '../model/placement';
import type { MapState } from './mapStore';
import { selectAppliedRules } from './rulesSlice';

/** Said when the placement search finds no legal spot. */
export const NO_FIT_MESSAGE = 'This plan does not fit anywhere on this lot.';

/** Said instead when local rules apply: a size or height rule may be what no spot can mend. */
export const NO_FIT_BY_RULES_MESSAGE =
  'No spot on this lot meets the local rules for this plan: see the rules below.';

/**
 * The selected plan on the lot and the geometry worker's word on it. The worker is driven by
 * usePlanPlacement; this slice holds what it answered, for the panels to read.
 */
export interface PlacementSlice {
  /** The site the worker checks against now (it follows the lot and structures a moment later). */
  siteInWorker: Site | null;
  placed: PlacedPlan | undefined;
  /** The latest fit check, with the placement it checked. */
  checked: { placed: PlacedPlan; report: FitReport } | undefined;
  /** The plan whose placement or fit check failed. */
  failedPlan: string | undefined;
  /** Said after "Where does it fit" found nothing, for that plan. */
  notice: { planId: string; text: string } | undefined;
  siteReady: (site: Site) => void;
  place: (placed: PlacedPlan) => void;
  /** A fit check answered; `placed` is set with it when the check settles the placement. */
  fitChecked: (checked: { placed: PlacedPlan; report: FitReport }, placed?: PlacedPlan) => void;
  placementFailed: (planId: string) => void;
  /** Asks the worker for the roomiest legal spot and moves the plan there. */
  findFit: () => void;
}

export function createPlacementSlice(
  restored: MapData,
): StateCreator<MapState, [], [], PlacementSlice> {
  return (set, get) => ({
    siteInWorker: null,
    placed:
      restored.planId && restored.placement
        ? { planId: restored.planId, placement: restored.placement }
        : undefined,
    checked: undefined,
    failedPlan: undefined,
    notice: undefined,
    siteReady: (siteInWorker) => set({ siteInWorker }),
    place: (placed) => set({ placed }),
    fitChecked: (checked, placed) => set(placed ? { checked, placed } : { checked }),
    placementFailed: (failedPlan) => set({ failedPlan }),
    findFit: () => {
      const state = get();
      const { siteInWorker: site, selectedPlan: plan } = state;
      if (!site || !plan || !hasSize(plan.meta)) return;
      const active = selectActivePlaced(state);
      const prefer: [number, number] = active
        ? [active.placement.lon, active.placement.lat]
        : lotCentre(site.lot);
      const ruled = (selectAppliedRules(state)?.applied.length ?? 0) > 0;
      void bestPlacement(plan.meta.width, plan.meta.length, prefer).then((found) => {
        if (found) set({ notice: undefined, placed: { planId: plan.id, placement: found } });
        else {
          const text = ruled ? NO_FIT_BY_RULES_MESSAGE : NO_FIT_MESSAGE;
          set({ notice: { planId: plan.id, text } });
        }
      });
    },
  });
}

/** The placement of the selected plan, if it has one. */
export function selectActivePlaced(state: MapState): PlacedPlan | undefined {
  const { placed, selectedPlan } = state;
  return placed && placed.planId === selectedPlan?.id ? placed : undefined;
}

export function selectPlacement(state: MapState): Placement | undefined {
  return selectActivePlaced(state)?.placement;
}

/**
 * The latest fit check of the selected plan. During a drag this is the previous move's check
 * until the newest one returns.
 */
export function selectReport(state: MapState): FitReport | undefined {
  const { checked, selectedPlan } = state;
  return checked && checked.placed.planId === selectedPlan?.id ? checked.report : undefined;
}

/** Said after "Where does it fit" found nothing for the selected plan. */
export function selectNotice(state: MapState): string | undefined {
  const { notice, selectedPlan } = state;
  return notice && notice.planId === selectedPlan?.id ? notice.text : undefined;
}

/** How far drawing the selected plan on the map has got. */
export function selectFootprintStatus(state: MapState): FootprintStatus {
  const plan = state.selectedPlan;
  if (!plan) return 'idle';
  if (!hasSize(plan.meta)) return 'no-size';
  if (state.failedPlan === plan.id) return 'failed';
  if (state.checked?.placed.planId === plan.id) return 'drawn';
  return 'drawing';
}
