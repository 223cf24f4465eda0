import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FitReport, Placement } from '../../geometry/geometryApi';
import { bestPlacement, checkFit, setGeometrySite } from '../../geometry/geometryClient';
import { SUPERSEDED } from '../../geometry/latestOnly';
import { ringFromFlat } from '../../geometry/ring';
import { lotCentre, type Lot } from './lot';
import { keepInView } from './keepInView';
import { measureMoveDrawn } from './moveTiming';
import type { PlanOverlay } from './planOverlay';
import type { StripPlan } from './planStripQueries';
import { siteStructures, type Structure } from './structures';

export type FootprintStatus = 'idle' | 'drawing' | 'drawn' | 'no-size' | 'failed';

/** Said when the placement search finds no legal spot. */
export const NO_FIT_MESSAGE = 'This plan does not fit anywhere on this lot.';

/** How a placement came about: a turn by finger, handle or mouse snaps to the lot's lines. */
export type MoveKind = 'move' | 'turn';

export interface PlanPlacement {
  status: FootprintStatus;
  placement: Placement | undefined;
  /**
   * The placement last asked for: a move's, until its check answers and React has it, else the
   * rendered one. Keys pressed faster than the worker answers chain from it.
   */
  latestPlacement: () => Placement | undefined;
  /** The latest fit check of the current placement. */
  report: FitReport | undefined;
  /** Said after "Where does it fit" found nothing. */
  notice: string | undefined;
  /** The site the worker checks against now (it follows the lot and structures a moment later). */
  workerSite: Site | null;
  moveTo: (placement: Placement, kind?: MoveKind) => void;
  /** Asks the worker for the roomiest legal spot and moves the plan there. */
  findFit: () => void;
}

/** The placed plan (a kept or restored placement belongs to the plan it was made with). */
export interface PlacedPlan {
  planId: string;
  placement: Placement;
  kind?: MoveKind;
}

export interface Site {
  lot: Lot;
  structures: Structure[];
}

/**
 * The selected plan on the lot: put at the best legal spot when chosen, moved by the caller
 * (drag, twist, keys), and checked by the geometry worker after every move; the overlay draws
 * the worker's footprint, its outline in the fit's colour. The worker keeps the lot and
 * structures, so a move sends only a position and an angle. While the plan is being turned the
 * worker snaps it to a lot line's bearing within 3°, and the snapped angle becomes the
 * placement's.
 */
export function usePlanPlacement(
  map: MapLibreMap | undefined,
  overlay: PlanOverlay | undefined,
  lot: Lot | null,
  structures: Structure[],
  plan: StripPlan | undefined,
  initial: PlacedPlan | undefined,
): PlanPlacement {
  const [siteInWorker, setSiteInWorker] = useState<Site | null>(null);
  const [placed, setPlaced] = useState<PlacedPlan | undefined>(initial);
  const [checked, setChecked] = useState<{ placed: PlacedPlan; report: FitReport }>();
  const [failedPlan, setFailedPlan] = useState<string>();
  const [notice, setNotice] = useState<{ planId: string; text: string }>();

  const width = plan?.meta.width ?? 0;
  const length = plan?.meta.length ?? 0;
  const planId = plan?.id;
  const hasSize = width > 0 && length > 0;

  useEffect(() => {
    if (!lot) return;
    let current = true;
    const site = { lot, structures };
    setGeometrySite({
      lot: lot.corners,
      setbacksFt: lot.setbacksFt,
      frontEdge: lot.frontEdge,
      structures: siteStructures(structures),
    }).then(
      () => {
        if (current) setSiteInWorker(site);
      },
      (error: unknown) => console.error('The site was refused', error),
    );
    return () => {
      current = false;
    };
  }, [lot, structures]);

  // A newly chosen plan starts at the roomiest legal spot, or the middle of the lot.
  const placedPlanId = placed?.planId;
  useEffect(() => {
    if (!siteInWorker || !planId || !hasSize || placedPlanId === planId) return;
    let current = true;
    const centre = lotCentre(siteInWorker.lot);
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
  }, [siteInWorker, planId, hasSize, width, length, placedPlanId]);

  const active = placed && placed.planId === planId ? placed : undefined;

  // A finger's move is checked at once from the pointer handler, not after React has rendered
  // it: going through a render and an effect would cost a frame or more per move. Its placement
  // and fit then reach React together, in one render per move. The effect below checks every
  // other change (a plan chosen, a site edited, a snap, a restored placement) and skips the
  // placements that moves sent themselves.
  const sentByMove = useRef(new WeakSet<PlacedPlan>());
  // The placement a move asked for, held until React renders it (see latestPlacement).
  const asked = useRef<PlacedPlan>(undefined);
  const rendered = useRef(active);
  useEffect(() => {
    rendered.current = active;
    if (asked.current === active) asked.current = undefined;
  });
  // The plan last brought into view: a newly placed plan is framed once, never during a drag.
  const framed = useRef<string>(undefined);
  const check = useRef<(target: PlacedPlan) => void>(() => undefined);
  useEffect(() => {
    const run = (target: PlacedPlan) => {
      if (!map || !overlay || !siteInWorker) return;
      // Results of checks sent before the map, site or plan size changed are dropped.
      const stillCurrent = () => check.current === run;
      checkFit(target.placement, width, length, target.kind === 'turn').then(
        (report) => {
          if (report === SUPERSEDED || !stillCurrent()) return;
          // Drawn here rather than after a render: the outline follows the finger sooner.
          const ring = ringFromFlat(report.footprint);
          overlay.setFootprint(ring, report.status);
          if (framed.current !== target.planId) {
            framed.current = target.planId;
            keepInView(map, ring);
          }
          measureMoveDrawn(target.placement);
          setChecked({ placed: target, report });
          // Snapped to a lot line: the plan now sits at exactly that bearing.
          const settled =
            report.angleDeg === target.placement.angleDeg
              ? target
              : {
                  planId: target.planId,
                  placement: { ...target.placement, angleDeg: report.angleDeg },
                };
          if (settled !== target || sentByMove.current.has(target)) setPlaced(settled);
          if (asked.current === target) asked.current = settled;
        },
        (error: unknown) => {
          if (asked.current === target) asked.current = undefined;
          if (!stillCurrent()) return;
          console.error('Fit check failed', error);
          setFailedPlan(target.planId);
        },
      );
    };
    check.current = run;
    return () => {
      if (check.current === run) check.current = () => undefined;
    };
  }, [map, overlay, siteInWorker, width, length]);

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
  }, [overlay, active, siteInWorker, width, length]);

  const moveTo = useCallback(
    (placement: Placement, kind: MoveKind = 'move') => {
      if (!planId) return;
      const next = { planId, placement, kind };
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

  const findFit = useCallback(() => {
    if (!siteInWorker || !planId || !hasSize) return;
    const prefer: [number, number] = active
      ? [active.placement.lon, active.placement.lat]
      : lotCentre(siteInWorker.lot);
    void bestPlacement(width, length, prefer).then((found) => {
      if (found) {
        setNotice(undefined);
        setPlaced({ planId, placement: found });
      } else {
        setNotice({ planId, text: NO_FIT_MESSAGE });
      }
    });
  }, [siteInWorker, planId, hasSize, width, length, active]);

  let status: FootprintStatus = 'drawing';
  if (!planId) status = 'idle';
  else if (!hasSize) status = 'no-size';
  else if (failedPlan === planId) status = 'failed';
  else if (checked?.placed.planId === planId) status = 'drawn';

  return {
    status,
    placement: active?.placement,
    latestPlacement,
    // During a drag this is the previous move's check until the newest one returns.
    report: checked && checked.placed.planId === planId ? checked.report : undefined,
    notice: notice && notice.planId === planId ? notice.text : undefined,
    workerSite: siteInWorker,
    moveTo,
    findFit,
  };
}
