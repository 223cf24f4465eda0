import { memo, useEffect, useMemo } from 'react';
import { Spinner } from '../../../components/Spinner';
import { countOf } from '../../../lib/plural';
import { useMapStore } from '../mapStore';
import { PlanCard } from './PlanCard';
import styles from './PlanStrip.module.css';
import { StripFiltersPanel } from './StripFiltersPanel';
import { useFittingPlans } from './useFittingPlans';
import { usePlanStrip } from './usePlanStrip';

/**
 * The plans under the map (a bottom sheet on phones): its filters, then a scrolling row, less the
 * plans without a legal placement while "Fits my lot" is on.
 *
 * Memoised: the map screen re-renders on every step of a drag; the strip's cards do not change.
 */
export const PlanStrip = memo(function PlanStrip() {
  const filters = useMapStore((s) => s.filters);
  const lotPlaced = useMapStore((s) => s.lot !== null);
  const site = useMapStore((s) => s.siteInWorker);
  const selectedId = useMapStore((s) => s.selectedId);
  const select = useMapStore((s) => s.select);
  const planFound = useMapStore((s) => s.planFound);
  const strip = usePlanStrip(filters);
  const fitting = useFittingPlans(filters.fitsLot && lotPlaced, site, strip.plans);
  const plans = useMemo(
    () =>
      filters.fitsLot && fitting ? strip.plans.filter((plan) => fitting.has(plan.id)) : strip.plans,
    [filters.fitsLot, fitting, strip.plans],
  );

  // A plan restored from the map session is sized by its card when the strip has it first.
  useEffect(() => {
    const card = strip.plans.find((plan) => plan.id === selectedId);
    if (card) planFound(card);
  }, [strip.plans, selectedId, planFound]);

  let body;
  if (strip.loading) {
    body = (
      <div className={styles.status}>
        <Spinner label="Loading plans" size={28} />
      </div>
    );
  } else if (strip.error) {
    body = (
      <div className={styles.status} role="alert">
        Oops, something went wrong
      </div>
    );
  } else if (plans.length === 0) {
    body = (
      <div className={styles.status} role="status">
        Plans not found
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.caption} role="status" aria-busy={strip.refreshing}>
          Showing {plans.length} of {countOf(strip.totalCount, 'plan')} — pick one to see it on the
          map
        </p>
        <ul className={styles.list}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} selected={plan.id === selectedId} onSelect={select} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  // The filters sit beside the plans' region, not in it: the region holds the plan cards only.
  return (
    <div className={styles.strip}>
      <StripFiltersPanel />
      <section aria-label="Plans">{body}</section>
    </div>
  );
});
