import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand';
import type { Placement } from '../../../geometry/geometryApi';
import {
  bestPlacement,
  checkFit,
  setGeometryBuilding,
  setGeometrySite,
} from '../../../geometry/geometryClient';
import { SUPERSEDED } from '../../../geometry/latestOnly';
import { ringFromFlat } from '../../../geometry/ring';
import { frameSite, selectSiteToFrame } from '../framing/frameSite';
import type { PlanOnMap } from '../framing/siteItems';
import { lineKindsKnown, lotCentre, type Lot } from '../model/lot';
import { appliedKey, buildingFacts, buildingKind, type LocalRuleSet } from '../model/localRules';
import { hasSize, type MoveKind, type PlacedPlan, type Site } from '../model/placement';
import { rotateHandleAt } from '../model/placementMoves';
import { siteStructures, type Structure } from '../model/structures';
import type { PlanOverlay } from '../overlay/planOverlay';
import { useMapStore, useMapStoreApi, type MapState } from '../store/mapStore';
import { selectActivePlaced } from '../store/placementSlice';
import { selectRuleSets } from '../store/rulesSlice';
import type { StripPlan } from '../api/planStripDocuments';
import { layOutAhead } from './layOutAhead';
import { measureMoveDrawn } from './moveTiming';

/** What moving the plan needs of its placement: where it was last sent, and the move itself. */
export interface PlanMover {
  /**
   * The placement last asked for: a move's, until its check answers and React has it, else the
   * rendered one. Keys pressed faster than the worker answers chain from it.
   */
  latestPlacement: () => Placement | undefined;
  /**
   * Checks and draws `placement`. `inputTime` is the pointer event's time stamp: the moves of
   * one input (a twist's two fingers, which the browser sends as two events of one time) are
   * checked as they come, and only the input's last one is drawn.
   */
  moveTo: (placement: Placement, kind?: MoveKind, inputTime?: number) => void;
}

type MapStore = StoreApi<MapState>;

/**
 * Drives the geometry worker for the selected plan on the lot: puts the plan at the best legal
 * spot when chosen, and checks it after every move (drag, twist, keys); the overlay draws the
 * worker's footprint, its outline in the fit's colour, and the store gets the answer. The worker
 * keeps the lot and structures, so a move sends only a position and an angle. While the plan is
 * being turned the worker snaps it to a lot line's bearing within 3°, and the snapped angle
 * becomes the placement's.
 */
export function usePlanPlacement(): PlanMover {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const overlay = useMapStore((s) => s.overlay);
  const lot = useMapStore((s) => s.lot);
  const structures = useMapStore((s) => s.structures);
  const siteInWorker = useMapStore((s) => s.siteInWorker);
  const planId = useMapStore((s) => s.selectedPlan?.id);
  const width = useMapStore((s) => s.selectedPlan?.meta.width ?? 0);
  const length = useMapStore((s) => s.selectedPlan?.meta.length ?? 0);
  const placedPlanId = useMapStore((s) => s.placed?.planId);
  const active = useMapStore(selectActivePlaced);
  const ruleSets = useMapStore(selectRuleSets);
  const plan = useMapStore((s) => s.selectedPlan);
  const choice = useMapStore((s) => s.buildingChoice);
  const appliedRules = useMapStore((s) => s.appliedRules);

  useSiteInWorker(store, lot, structures, ruleSets);
  // Before the starting placement: the worker takes the building first, and places it by its rules.
  useBuildingInWorker(store, siteInWorker, plan, choice);
  useStartingPlacement(store, { siteInWorker, planId, width, length, placedPlanId });
  return useFitChecks(store, {
    map,
    overlay,
    siteInWorker,
    planId,
    width,
    length,
    active,
    appliedRules,
  });
}

/**
 * Hands the lot, structures and local rules to the worker; the store hears of the site once it
 * has them.
 */
function useSiteInWorker(
  store: MapStore,
  lot: Lot | null,
  structures: Structure[],
  ruleSets: LocalRuleSet[],
): void {
  useEffect(() => {
    if (!lot) return;
    let current = true;
    const site = { lot, structures, ruleSets };
    setGeometrySite({
      lot: lot.corners,
      setbacksFt: lot.setbacksFt,
      // Local rules set setbacks by kind of line: a drawn lot's lines count as sides (the
      // strictest of a typical code's lines after the front) until the homeowner marks the front.
      lineKinds: lineKindsKnown(lot) || ruleSets.length > 0 ? lot.lineKinds : [],
      structures: siteStructures(structures),
      ruleSets: ruleSets.map((set) => set.geometryJson),
      zoning: lot.parcel?.zoning ?? '',
    }).then(
      () => {
        if (current) store.getState().siteReady(site);
      },
      (error: unknown) => console.error('The site was refused', error),
    );
    return () => {
      current = false;
    };
  }, [lot, structures, ruleSets, store]);
}

/**
 * Holds the selected plan to the local rules as the kind of building it is on this lot (a home
 * beside a house is a detached ADU, unless the homeowner says otherwise); the store gets the
 * figures that hold for it, keyed by plan and kind.
 */
function useBuildingInWorker(
  store: MapStore,
  siteInWorker: Site | null,
  plan: StripPlan | undefined,
  choice: MapState['buildingChoice'],
): void {
  const planType = plan?.meta.type;
  const planId = plan?.id;
  const totalArea = plan?.meta.totalArea ?? 0;
  const bedroomCount = plan?.meta.bedroomCount ?? 0;
  const height = plan?.meta.height ?? null;
  useEffect(() => {
    if (!siteInWorker || !planId) return;
    let current = true;
    const kind = buildingKind(planType, siteInWorker.structures, choice);
    setGeometryBuilding(buildingFacts(kind, { totalArea, bedroomCount, height })).then(
      (rules) => {
        if (current) store.getState().rulesApplied(appliedKey(planId, kind), rules);
      },
      (error: unknown) => console.error('The rules could not be applied', error),
    );
    return () => {
      current = false;
    };
  }, [siteInWorker, planId, planType, totalArea, bedroomCount, height, choice, store]);
}

/** A newly chosen plan starts at the roomiest legal spot, or the middle of the lot. */
function useStartingPlacement(
  store: MapStore,
  plan: {
    siteInWorker: Site | null;
    planId: string | undefined;
    width: number;
    length: number;
    placedPlanId: string | undefined;
  },
): void {
  const { siteInWorker, planId, width, length, placedPlanId } = plan;
  const sized = hasSize({ width, length });
  useEffect(() => {
    if (!siteInWorker || !planId || !sized || placedPlanId === planId) return;
    let current = true;
    const centre = lotCentre(siteInWorker.lot);
    bestPlacement(width, length, centre).then(
      (found) => {
        if (!current) return;
        store.getState().place({
          planId,
          placement: found ?? { lon: centre[0], lat: centre[1], angleDeg: 0 },
        });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Placement failed', error);
        store.getState().placementFailed(planId);
      },
    );
    return () => {
      current = false;
    };
  }, [siteInWorker, planId, sized, width, length, placedPlanId, store]);
}

/**
 * The fit checks of the placed plan, and the moves that ask for them.
 *
 * A finger's move is checked at once from the pointer handler, not after React has rendered it:
 * going through a render and an effect would cost a frame or more per move. Its placement and fit
 * then reach the store together, in one render per move. The effect below checks every other
 * change (a plan chosen, a site edited, a snap, a restored placement) and skips the placements
 * that moves sent themselves.
 */
function useFitChecks(
  store: MapStore,
  plan: {
    map: MapLibreMap | undefined;
    overlay: PlanOverlay | undefined;
    siteInWorker: Site | null;
    planId: string | undefined;
    width: number;
    length: number;
    active: PlacedPlan | undefined;
    /** Checks again when the plan is held to other rules. */
    appliedRules: MapState['appliedRules'];
  },
): PlanMover {
  const { map, overlay, siteInWorker, planId, width, length, active, appliedRules } = plan;
  const sentByMove = useRef(new WeakSet<PlacedPlan>());
  // Moves a later move of the same input replaced: their answers are not drawn.
  const replaced = useRef(new WeakSet<PlacedPlan>());
  const lastInput = useRef<{ target: PlacedPlan; time: number }>(undefined);
  // The placement a move asked for, held until React renders it (see latestPlacement).
  const asked = useRef<PlacedPlan>(undefined);
  const rendered = useRef(active);
  useEffect(() => {
    rendered.current = active;
    if (asked.current === active) asked.current = undefined;
  });
  const bringIntoView = usePlanInView(store);
  const check = useRef<(target: PlacedPlan) => void>(() => undefined);
  useEffect(() => {
    const run = (target: PlacedPlan) => {
      if (!map || !overlay || !siteInWorker) return;
      // Results of checks sent before the map, site or plan size changed are dropped.
      const stillCurrent = () => check.current === run;
      checkFit(target.placement, width, length, target.kind === 'turn').then(
        (report) => {
          if (report === SUPERSEDED || !stillCurrent() || replaced.current.has(target)) return;
          // Drawn here rather than after a render: the outline follows the finger sooner.
          const ring = ringFromFlat(report.footprint);
          overlay.setFootprint(ring, report.status);
          // Snapped to a lot line: the plan now sits at exactly that bearing.
          const settled =
            report.angleDeg === target.placement.angleDeg
              ? target
              : {
                  planId: target.planId,
                  placement: { ...target.placement, angleDeg: report.angleDeg },
                };
          const byMove = sentByMove.current.has(target);
          const onMap = {
            footprint: ring.slice(0, -1),
            rotateHandle: rotateHandleAt(settled.placement, length),
          };
          bringIntoView(map, target.planId, onMap, byMove);
          measureMoveDrawn(target.placement);
          const settles = settled !== target || byMove;
          store.getState().fitChecked({ placed: target, report }, settles ? settled : undefined);
          if (byMove) layOutAhead();
          if (asked.current === target) asked.current = settled;
        },
        (error: unknown) => {
          if (asked.current === target) asked.current = undefined;
          if (!stillCurrent()) return;
          console.error('Fit check failed', error);
          store.getState().placementFailed(target.planId);
        },
      );
    };
    check.current = run;
    return () => {
      if (check.current === run) check.current = () => undefined;
    };
  }, [map, overlay, siteInWorker, width, length, store, bringIntoView]);

  useEffect(() => {
    if (!overlay) return;
    if (!active || !siteInWorker) {
      overlay.setFootprint(null);
      return;
    }
    // A move has checked its own placement already; a later run of this effect for the same
    // placement (the site edited) checks it again.
    if (sentByMove.current.delete(active)) return;
    check.current(active);
  }, [overlay, active, siteInWorker, width, length, appliedRules]);

  const moveTo = useCallback(
    (placement: Placement, kind: MoveKind = 'move', inputTime?: number) => {
      if (!planId) return;
      const next = { planId, placement, kind };
      const previous = lastInput.current;
      if (inputTime !== undefined && previous?.time === inputTime)
        replaced.current.add(previous.target);
      lastInput.current = inputTime === undefined ? undefined : { target: next, time: inputTime };
      sentByMove.current.add(next);
      asked.current = next;
      check.current(next);
    },
    [planId],
  );

  const latestPlacement = useCallback(() => {
    const pending = asked.current;
    return pending && pending.planId === planId ? pending.placement : rendered.current?.placement;
  }, [planId]);

  return { latestPlacement, moveTo };
}

/**
 * Keeps the checked plan in view. A newly placed plan is shown whole with its rotate handle once,
 * when it is first drawn; a restored placement (a reload, a way back to the map, a saved result)
 * is shown with its lot, the rotate handle the lot's framing could not know of before the plan
 * loaded, unless the user's own view came with it. After that, a move only pans the map when the
 * plan nears its edge.
 */
function usePlanInView(
  store: MapStore,
): (map: MapLibreMap, planId: string, onMap: PlanOnMap, byMove: boolean) => void {
  // The plan last brought into view.
  const framed = useRef<string | undefined>(
    store.getState().ownView ? store.getState().placed?.planId : undefined,
  );
  const restoredPlan = useRef(store.getState().placed?.planId);
  return useCallback(
    (map, planId, onMap, byMove) => {
      if (framed.current !== planId) {
        framed.current = planId;
        const restored = restoredPlan.current === planId;
        restoredPlan.current = undefined;
        const site = { ...selectSiteToFrame(store.getState()), plan: onMap };
        frameSite(map, site, { what: restored ? 'site' : 'plan', move: 'reveal', animate: false });
      } else if (byMove) {
        frameSite(
          map,
          { lot: null, structures: [], plan: onMap, preview: undefined },
          { what: 'plan', move: 'follow', animate: false },
        );
      }
    },
    [store],
  );
}
