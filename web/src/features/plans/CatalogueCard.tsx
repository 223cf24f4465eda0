import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { AiRenderLabel } from '../../components/AiRenderLabel';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { completenessIndicators } from '../../lib/planCompleteness';
import { PLAN_TYPE_OPTIONS } from '../../lib/planFilterOptions';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../lib/planLabels';
import { LazyPicture } from '../../components/LazyPicture';
import { coverPicture, generatedPhotoAt } from '../../lib/planPhotos';
import { planPriceStory } from '../../lib/planPricing';
import styles from './CatalogueCard.module.css';
import type { CataloguePlan } from './api/catalogueDocuments';

/**
 * A plan in the catalogue: picture (labelled 'AI render' when the Creative Studio made it), title,
 * labels, size and price, linking to its plan page.
 * The price is worded and figured as the plan page's headline (lib/planPricing), from `estimate`
 * where the plan is priced by its estimate. Admins also see its type, whether it is hidden, how
 * complete it is, and links to manage it.
 */
export function CatalogueCard({
  plan,
  estimate,
  admin,
}: {
  plan: CataloguePlan;
  estimate: { min: number; max: number } | undefined;
  admin: boolean;
}) {
  const headingId = useId();
  const picture = coverPicture(plan);
  const image = picture.src;
  const price = planPriceStory(plan, estimate && { price: estimate }).headline;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Link className={styles.picture} to={`/plan/${plan.id}`} tabIndex={-1} aria-hidden>
        <LazyPicture picture={picture} sizes="(min-width: 640px) 400px, 100vw" />
      </Link>
      <AiRenderLabel photo={generatedPhotoAt(image, plan.photos)} className={styles.aiLabel} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          <Link to={`/plan/${plan.id}`}>{plan.title}</Link>
        </h2>
        <p className={styles.facts}>
          <span>{bedBathLabel(plan.meta)}</span>
          <span>{areaLabel(plan.meta)}</span>
        </p>
        <p className={styles.size}>{dimensionsLabel(plan.meta)}</p>
        <p className={styles.price} data-testid="card-price">
          {price ? (
            <>
              <span className={styles.priceLabel}>{price.label}</span>{' '}
              <strong>{price.figure}</strong>
            </>
          ) : null}
        </p>
        {admin ? <AdminExtras plan={plan} /> : null}
      </div>
    </article>
  );
}

function AdminExtras({ plan }: { plan: CataloguePlan }) {
  const type = PLAN_TYPE_OPTIONS.find((option) => option.value === plan.meta.type)?.label;
  const indicators = completenessIndicators({
    url: plan.url ?? '',
    planId: plan.planId ?? '',
    decorId: plan.decorId ?? '',
    planSVG: plan.planSVG ?? '',
    photos: plan.photos,
  });
  return (
    <div className={styles.admin}>
      <p className={styles.badges}>
        <span className={styles.type}>{type}</span>
        {plan.isHidden ? <span className={styles.hiddenBadge}>Hidden</span> : null}
      </p>
      <ul className={styles.indicators} aria-label="Completeness">
        {indicators.map((indicator) => (
          <li
            key={indicator.label}
            className={classNames(styles.indicator, indicator.done && styles.done)}
          >
            {indicator.done ? <Check aria-hidden size={14} /> : <Minus aria-hidden size={14} />}
            {indicator.label}
            <span className="visually-hidden">{indicator.done ? ': yes' : ': missing'}</span>
          </li>
        ))}
      </ul>
      <div className={styles.adminLinks}>
        <Link
          className={classNames(buttons.secondary, buttons.small)}
          to={`/admin/plan/view/${plan.id}`}
        >
          Admin View
        </Link>
        <Link
          className={classNames(buttons.secondary, buttons.small)}
          to={`/admin/plan/edit/${plan.id}`}
        >
          Edit
        </Link>
      </div>
    </div>
  );
}
