import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useState } from 'react';
import type { FitReport, Placement } from '../../geometry/geometryApi';
import { bestPlacement, checkFit, setGeometrySite } from '../../geometry/geometryClient';
import { SUPERSEDED } from '../../geometry/latestOnly';
import { ringFromFlat } from '../../geometry/ring';
import { setFootprint } from './footprintLayer';
import { lotCentre, type Lot } from './lot';
import type { SavedMapState } from './mapState';
import type { StripPlan } from './planStripQueries';

export type FootprintStatus = 'idle' | 'drawing' | 'drawn' | 'no-size' | 'failed';

/** Said when the placement search finds no legal spot. */
export const NO_FIT_MESSAGE = 'This plan does not fit anywhere on this lot.';

export interface PlanPlacement {
  status: FootprintStatus;
  placement: Placement | undefined;
  /** The latest fit check of the current placement. */
  report: FitReport | undefined;
  /** Said after "Where does it fit" found nothing. */
  notice: string | undefined;
  moveTo: (placement: Placement) => void;
  /** Asks the worker for the roomiest legal spot and moves the plan there. */
  findFit: () => void;
}

interface Placed {
  planId: string;
  placement: Placement;
}

/**
 * The selected plan on the lot: put at the best legal spot when chosen, moved by the caller
 * (drag, keys), and checked by the geometry worker after every move; the outline on the map
 * takes the fit's colour. The worker keeps the lot, so a move sends only position and angle.
 */
export function usePlanPlacement(
  map: MapLibreMap | undefined,
  lot: Lot | null,
  plan: StripPlan | undefined,
  kept: SavedMapState | undefined,
): PlanPlacement {
  const [lotInWorker, setLotInWorker] = useState<Lot | null>(null);
  // A placement kept across sign-in starts where the visitor left it.
  const [placed, setPlaced] = useState<Placed | undefined>(
    kept ? { planId: kept.planId, placement: kept.placement } : undefined,
  );
  const [checked, setChecked] = useState<{ placed: Placed; report: FitReport }>();
  const [failedPlan, setFailedPlan] = useState<string>();
  const [notice, setNotice] = useState<{ planId: string; text: string }>();

  const width = plan?.meta.width ?? 0;
  const length = plan?.meta.length ?? 0;
  const planId = plan?.id;
  const hasSize = width > 0 && length > 0;

  useEffect(() => {
    if (!lot) return;
    let current = true;
    setGeometrySite({
      lot: lot.corners,
      setbacksFt: lot.setbacksFt,
      frontEdge: lot.frontEdge,
      structures: [],
    }).then(
      () => {
        if (current) setLotInWorker(lot);
      },
      (error: unknown) => console.error('The lot was refused', error),
    );
    return () => {
      current = false;
    };
  }, [lot]);

  // A newly chosen plan starts at the roomiest legal spot, or the middle of the lot.
  const placedPlanId = placed?.planId;
  useEffect(() => {
    if (!lotInWorker || !planId || !hasSize || placedPlanId === planId) return;
    let current = true;
    const centre = lotCentre(lotInWorker);
    bestPlacement(width, length, centre).then(
      (found) => {
        if (!current) return;
        setPlaced({ planId, placement: found ?? { lon: centre[0], lat: centre[1], angleDeg: 0 } });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Placement failed', error);
        setFailedPlan(planId);
      },
    );
    return () => {
      current = false;
    };
  }, [lotInWorker, planId, hasSize, width, length, placedPlanId]);

  const active = placed && placed.planId === planId ? placed : undefined;

  useEffect(() => {
    if (!map) return;
    if (!active || !lotInWorker) {
      setFootprint(map, null);
      return;
    }
    let current = true;
    checkFit(active.placement, width, length).then(
      (report) => {
        if (!current || report === SUPERSEDED) return;
        setFootprint(map, ringFromFlat(report.footprint), report.status);
        setChecked({ placed: active, report });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Fit check failed', error);
        setFailedPlan(active.planId);
      },
    );
    return () => {
      current = false;
    };
  }, [map, active, lotInWorker, width, length]);

  const moveTo = useCallback(
    (placement: Placement) => {
      if (planId) setPlaced({ planId, placement });
    },
    [planId],
  );

  const findFit = useCallback(() => {
    if (!lotInWorker || !planId || !hasSize) return;
    const prefer: [number, number] = active
      ? [active.placement.lon, active.placement.lat]
      : lotCentre(lotInWorker);
    void bestPlacement(width, length, prefer).then((found) => {
      if (found) {
        setNotice(undefined);
        setPlaced({ planId, placement: found });
      } else {
        setNotice({ planId, text: NO_FIT_MESSAGE });
      }
    });
  }, [lotInWorker, planId, hasSize, width, length, active]);

  let status: FootprintStatus = 'drawing';
  if (!planId) status = 'idle';
  else if (!hasSize) status = 'no-size';
  else if (failedPlan === planId) status = 'failed';
  else if (checked?.placed.planId === planId) status = 'drawn';

  return {
    status,
    placement: active?.placement,
    // During a drag this is the previous move's check until the newest one returns.
    report: checked && checked.placed.planId === planId ? checked.report : undefined,
    notice: notice && notice.planId === planId ? notice.text : undefined,
    moveTo,
    findFit,
  };
}
