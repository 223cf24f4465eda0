import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PLAN_PARAM } from '../../../lib/mapLinks';
import { useMapStore, useMapStoreApi } from '../store/mapStore';

/**
 * Takes the plan named in the URL (`/?plan=<id>`, from a plan page's 'Try this plan on your lot'):
 * selects it once, and it is placed on the lot as soon as there is one (the restored lot, or the
 * one the homeowner's address brings). The URL keeps the id until then, so a reload or a trip
 * through sign-in still brings the plan; once it is placed (or another plan was picked instead)
 * the id is taken off the URL, and the map session keeps the placement from there on.
 */
export function usePlanFromUrl(): void {
  const store = useMapStoreApi();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PLAN_PARAM);
  const selectedId = useMapStore((s) => s.selectedId);
  const placedId = useMapStore((s) => s.placed?.planId);
  const taken = useRef<string>(undefined);

  useEffect(() => {
    if (!wanted) return;
    if (taken.current !== wanted) {
      taken.current = wanted;
      store.getState().requestPlan(wanted);
      return;
    }
    // Read from the store, not the render: the request above may not have been rendered yet.
    const { selectedId: selected, placed } = store.getState();
    if (selected === wanted && placed?.planId !== wanted) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLAN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, selectedId, placedId, store, setParams]);
}
