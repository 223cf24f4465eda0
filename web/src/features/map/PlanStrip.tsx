import { memo, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { countOf } from '../../lib/plural';
import { PlanCard } from './PlanCard';
import styles from './PlanStrip.module.css';
import type { StripPlan } from './planStripQueries';
import type { PlanStripState } from './usePlanStrip';

/**
 * The plans under the map (a bottom sheet on phones): its filters, then a scrolling row.
 *
 * Memoised: the map screen re-renders on every step of a drag; the strip's cards do not change.
 */
export const PlanStrip = memo(function PlanStrip({
  strip,
  plans,
  filters,
  selectedId,
  onSelect,
}: {
  strip: PlanStripState;
  /** The strip's plans that pass the filters the page works out itself ("fits my lot"). */
  plans: StripPlan[];
  filters: ReactNode;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
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
              <PlanCard plan={plan} selected={plan.id === selectedId} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  // The filters sit beside the plans' region, not in it: the region holds the plan cards only.
  return (
    <div className={styles.strip}>
      {filters}
      <section aria-label="Plans">{body}</section>
    </div>
  );
});
