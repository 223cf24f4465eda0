import { Spinner } from '../../components/Spinner';
import { countOf } from '../../lib/plural';
import { PlanCard } from './PlanCard';
import styles from './PlanStrip.module.css';
import type { PlanStripState } from './usePlanStrip';

/** The horizontally scrolling row of plans under the map. */
export function PlanStrip({
  strip,
  selectedId,
  onSelect,
}: {
  strip: PlanStripState;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  if (strip.loading) {
    return (
      <div className={styles.status}>
        <Spinner label="Loading plans" size={28} />
      </div>
    );
  }
  if (strip.error) {
    return (
      <div className={styles.status} role="alert">
        Oops, something went wrong
      </div>
    );
  }
  if (strip.plans.length === 0) {
    return <div className={styles.status}>Plans not found</div>;
  }
  return (
    <section className={styles.strip} aria-label="Plans">
      <p className={styles.caption}>
        Showing {strip.plans.length} of {countOf(strip.totalCount, 'plan')} — pick one to see it on
        the map
      </p>
      <ul className={styles.list}>
        {strip.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} selected={plan.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}
