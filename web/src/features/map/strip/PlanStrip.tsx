import { memo, useEffect, useMemo, useRef } from 'react';
import buttons from '../../../components/buttons.module.css';
import { Spinner } from '../../../components/Spinner';
import { countOf } from '../../../lib/plural';
import { useMapStore } from '../store/mapStore';
import { PlanCard } from './PlanCard';
import styles from './PlanStrip.module.css';
import { StripFiltersPanel } from './StripFiltersPanel';
import { useEndReached } from './useEndReached';
import { useFittingPlans } from './useFittingPlans';
import { usePlanStrip } from './usePlanStrip';

/**
 * The plans under the map (a bottom sheet on phones): its filters, then a scrolling row, less the
 * plans without a legal placement while "Fits my lot" is on. The row loads the next page as its
 * end comes near, and ends with a "Show more plans" button that does the same.
 *
 * Memoised: the map screen re-renders on every step of a drag, and none of the fields read here
 * change during one (the placement and its fit checks live elsewhere in the store). A selection
 * re-renders only the two cards whose state changed; cards off screen are not laid out.
 */
export const PlanStrip = memo(function PlanStrip() {
  const filters = useMapStore((s) => s.filters);
  const lotPlaced = useMapStore((s) => s.lot !== null);
  // The site matters only while "Fits my lot" is on: editing the lot does not re-render the strip.
  const site = useMapStore((s) => (s.filters.fitsLot ? s.siteInWorker : null));
  const selectedId = useMapStore((s) => s.selectedId);
  const select = useMapStore((s) => s.select);
  const planFound = useMapStore((s) => s.planFound);
  const strip = usePlanStrip(filters);
  const buildingChoice = useMapStore((s) => s.buildingChoice);
  const fitting = useFittingPlans(filters.fitsLot && lotPlaced, site, strip.plans, buildingChoice);
  const plans = useMemo(
    () =>
      filters.fitsLot && fitting ? strip.plans.filter((plan) => fitting.has(plan.id)) : strip.plans,
    [filters.fitsLot, fitting, strip.plans],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const listed = !strip.loading && !strip.error && (plans.length > 0 || strip.hasMore);
  useEndReached(
    listRef,
    endRef,
    listed && strip.hasMore && !strip.loadingMore && !strip.moreError,
    strip.loadMore,
    strip.plans.length,
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
  } else if (!listed) {
    body = (
      <div className={styles.status} role="status">
        Plans not found
      </div>
    );
  } else {
    body = (
      <>
        <p
          className={styles.caption}
          role="status"
          aria-busy={strip.refreshing || strip.loadingMore}
        >
          Showing {plans.length} of {countOf(strip.totalCount, 'plan')} — pick one to see it on the
          map
        </p>
        <ul ref={listRef} className={styles.list}>
          {plans.map((plan) => (
            <li key={plan.id} className={styles.item}>
              <PlanCard plan={plan} selected={plan.id === selectedId} onSelect={select} />
            </li>
          ))}
          {strip.hasMore ? (
            <li ref={endRef} className={styles.more}>
              <button
                type="button"
                className={buttons.secondary}
                aria-busy={strip.loadingMore}
                onClick={strip.loadMore}
              >
                {strip.loadingMore ? 'Loading more plans…' : 'Show more plans'}
              </button>
              {strip.moreError ? (
                <p className={styles.moreError} role="alert">
                  Oops, something went wrong
                </p>
              ) : null}
            </li>
          ) : null}
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
