import { useEffect, useRef } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { buildableArea } from '../../../geometry/geometryClient';
import { SUPERSEDED } from '../../../geometry/latestOnly';
import type { BuildableArea } from '../../../geometry/geometryApi';
import type { LonLat } from '../../../geometry/ring';
import { buildableFeatures, sameRegion } from '../model/buildableArea';
import { hasSize } from '../model/placement';
import { selectBuildable } from '../store/buildableSlice';
import { useMapStore, useMapStoreApi, type MapState } from '../store/mapStore';
import { selectPlacement, selectReport } from '../store/placementSlice';
import { selectAppliedRules } from '../store/rulesSlice';
import { setBuildableRoom } from './buildableAreaLayer';

/**
 * Shades the room the placed plan has (see buildableAreaLayer.ts), while "Show where it fits" is
 * on, and has the plan overlay draw where its centre may move, above the plan. The worker is asked again when the site, the rules, the building, the
 * plan's size or its angle change: a drag that only moves the plan changes none of them, so it
 * asks nothing and touches no layer (the overlay moves the dot on the plan's centre with the
 * plan). While the plan turns, an answer for an angle it has since turned past is still shown
 * until the newest arrives: the shading follows the turn a step behind rather than waiting for
 * the turn to stop.
 */
export function useBuildableAreaOnMap(): void {
  const store = useMapStoreApi();
  const map = useMapStore((s) => s.map);
  const overlay = useMapStore((s) => s.overlay);
  const styleEpoch = useMapStore((s) => s.styleEpoch);
  const show = useMapStore((s) => s.showBuildable);
  const site = useMapStore((s) => s.siteInWorker);
  // Answered once the worker holds the selected plan as the building it is on this lot.
  const building = useMapStore(selectAppliedRules);
  const planId = useMapStore((s) => s.selectedPlan?.id);
  const width = useMapStore((s) => s.selectedPlan?.meta.width ?? 0);
  const length = useMapStore((s) => s.selectedPlan?.meta.length ?? 0);
  const angle = useMapStore(selectCheckedAngle);
  const area = useMapStore(selectBuildable);

  // Asks for the region at an angle; answers to an earlier site, building or plan are dropped.
  const ask = useRef<(angleDeg: number) => void>(() => undefined);
  useEffect(() => {
    if (!show || !site || !building || !planId || !hasSize({ width, length })) return;
    const run = (angleDeg: number) => {
      buildableArea(width, length, angleDeg).then(
        (found) => {
          if (found !== SUPERSEDED && ask.current === run) {
            store.getState().buildableFound(planId, found);
          }
        },
        (error: unknown) => console.error('Where the plan fits could not be found', error),
      );
    };
    ask.current = run;
    return () => {
      if (ask.current === run) ask.current = () => undefined;
    };
  }, [show, site, building, planId, width, length, store]);

  useEffect(() => {
    if (angle !== undefined) ask.current(angle);
  }, [angle, show, site, building, planId, width, length]);

  // The room changes with the site, rules and plan, not with the angle: the map's source is set
  // only when it does (or a new style emptied it), so a turn repaints no map layer.
  const shownRoom = useRef<{ map?: MapLibreMap; styleEpoch?: number; room?: number[][][] }>({});
  useEffect(() => {
    if (!map) return;
    const shown = shownRoom.current;
    if (shown.map === map && shown.styleEpoch === styleEpoch && sameRegion(shown.room, area?.room))
      return;
    shownRoom.current = { map, styleEpoch, room: area?.room };
    setBuildableRoom(map, area);
  }, [map, area, styleEpoch]);

  // Apart from the layer: a new style has the layer filled again, and the overlay keeps its own.
  useEffect(() => {
    overlay?.setCentreRegion(centreRegion(area));
  }, [overlay, area]);
}

/** The region the plan's centre may move in, as the map's polygons; none while not shown. */
function centreRegion(area: BuildableArea | undefined): LonLat[][][] | null {
  const centre = buildableFeatures(area).features.find((f) => f.properties.kind === 'centre');
  return centre?.geometry.coordinates ?? null;
}

/** The placed plan's angle as its latest check settled it (snapped to a lot line when near one). */
function selectCheckedAngle(state: MapState): number | undefined {
  return selectPlacement(state) ? selectReport(state)?.angleDeg : undefined;
}
