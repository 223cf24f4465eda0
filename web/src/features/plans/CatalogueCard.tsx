import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import { completenessIndicators } from '../../lib/planCompleteness';
import { PLAN_TYPE_OPTIONS } from '../../lib/planFilterOptions';
import { areaLabel, bedBathLabel, dimensionsLabel } from '../../lib/planLabels';
import { coverImage } from '../../lib/planPhotos';
import { cataloguePriceText } from '../../lib/planPricing';
import styles from './CatalogueCard.module.css';
import type { CataloguePlan } from './catalogueQueries';

/**
 * A plan in the catalogue: picture, title, labels, size and price, linking to its plan page.
 * Admins also see its type, whether it is hidden, how complete it is, and links to manage it.
 */
export function CatalogueCard({ plan, admin }: { plan: CataloguePlan; admin: boolean }) {
  const headingId = useId();
  const image = coverImage(plan);
  const price = cataloguePriceText(plan);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Link className={styles.picture} to={`/plan/${plan.id}`} tabIndex={-1} aria-hidden>
        {image ? <img src={image} alt="" loading="lazy" decoding="async" /> : null}
      </Link>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          <Link to={`/plan/${plan.id}`}>{plan.title}</Link>
        </h2>
        <p className={styles.facts}>
          <span>{bedBathLabel(plan.meta)}</span>
          <span>{areaLabel(plan.meta)}</span>
        </p>
        <p className={styles.size}>{dimensionsLabel(plan.meta)}</p>
        {price ? <p className={styles.price}>{price}</p> : null}
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
