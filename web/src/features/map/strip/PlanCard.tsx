import { memo } from 'react';
import { AiRenderLabel } from '../../../components/AiRenderLabel';
import { classNames } from '../../../lib/classNames';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../../lib/planLabels';
import { generatedPhotoAt, imagePicture } from '../../../lib/planPhotos';
import styles from './PlanCard.module.css';
import type { StripPlan } from '../api/planStripDocuments';

/** The card's picture is 84 px square (PlanCard.module.css). */
const PICTURE_SIZES = '84px';

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
  const picture = imagePicture(plan.image, plan.photos);
  return (
    <button
      type="button"
      className={classNames(styles.card, selected && styles.selected)}
      aria-pressed={selected}
      onClick={() => onSelect(plan)}
      onFocus={(event) => revealFocused(event.currentTarget)}
    >
      <span className={styles.picture}>
        {picture.src ? (
          <img
            src={picture.src}
            srcSet={picture.srcSet}
            sizes={picture.srcSet ? PICTURE_SIZES : undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
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

/**
 * Brings a card focused from the keyboard wholly into the strip's view: the browser brought it in
 * only partly, and its ring ran off the strip's edge. It is put at the strip's start, where the
 * strip snaps to a card (a card put anywhere else would be snapped back partly out of view).
 * Focus from a tap leaves the strip where it is.
 */
function revealFocused(card: HTMLElement): void {
  const strip = card.closest('ul');
  if (!strip || !card.matches(':focus-visible')) return;
  const [box, view] = [card.getBoundingClientRect(), strip.getBoundingClientRect()];
  if (box.left >= view.left && box.right <= view.right) return;
  card.scrollIntoView({ block: 'nearest', inline: 'start' });
}
