import { memo } from 'react';
import { AiRenderLabel } from '../../../components/AiRenderLabel';
import { classNames } from '../../../lib/classNames';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../../lib/planLabels';
import { generatedPhotoAt } from '../../../lib/planPhotos';
import styles from './PlanCard.module.css';
import type { StripPlan } from './planStripQueries';

/**
 * A plan in the strip: picture (labelled 'AI render' when the main image is a photo the Creative
 * Studio made), title and the measurements a homeowner compares. Memoised: a
 * strip of hundreds of cards re-renders only the ones whose selection changed.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  selected,
  onSelect,
}: {
  plan: StripPlan;
  selected: boolean;
  onSelect: (plan: StripPlan) => void;
}) {
  return (
    <button
      type="button"
      className={classNames(styles.card, selected && styles.selected)}
      aria-pressed={selected}
      onClick={() => onSelect(plan)}
    >
      <span className={styles.picture}>
        {plan.image ? <img src={plan.image} alt="" loading="lazy" decoding="async" /> : null}
        <AiRenderLabel
          photo={generatedPhotoAt(plan.image, plan.photos)}
          className={styles.aiLabel}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{plan.title}</span>
        <span className={styles.facts}>
          <span>{bedBathLabel(plan.meta)}</span>
          <span>{areaLabel(plan.meta)}</span>
        </span>
        <span className={styles.size}>{dimensionsLabel(plan.meta)}</span>
      </span>
    </button>
  );
});
