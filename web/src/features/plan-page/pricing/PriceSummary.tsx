import type { PriceLine } from '../../../lib/planPricing';
import { formatPriceRange } from '../../../lib/price';
import type { PlanSummary } from '../api/planPageDocuments';
import { PRICE_NOTE } from '../planPageTexts';
import { PlanSection } from '../sections/PlanSection';
import styles from './PriceSummary.module.css';

/**
 * The estimate at a glance: the total range (worded and figured as the headline), the labor part
 * of it, and where it was priced for.
 */
export function PriceSummary({
  summary,
  headline,
}: {
  summary: PlanSummary;
  headline: PriceLine | undefined;
}) {
  const { price } = summary;
  return (
    <PlanSection titleId="plan-price-title" title="Price summary">
      <dl className={styles.figures}>
        {headline ? (
          <div className={styles.figure}>
            <dt>{headline.label}</dt>
            <dd>{headline.figure}</dd>
          </div>
        ) : null}
        <div className={styles.figure}>
          <dt>Labor</dt>
          <dd>{formatPriceRange(price.labor.min, price.labor.max)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        {summary.stateCode
          ? `Priced for ${summary.stateCode} (cost index ${summary.costIndex.toFixed(2)}). `
          : 'Priced at the national average; open the plan from your lot to price it for your state. '}
        The range covers site-specific conditions and the pricing models of different contractors.{' '}
        {PRICE_NOTE}
      </p>
    </PlanSection>
  );
}
