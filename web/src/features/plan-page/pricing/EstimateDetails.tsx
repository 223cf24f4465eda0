import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { PriceBreakdown } from '../../../lib/planPricing';
import { formatCurrency } from '../../../lib/price';
import type { PlanSummary, SummaryList } from '../api/planPageDocuments';
import { PlanSection } from '../sections/PlanSection';
import styles from './EstimateDetails.module.css';
import { summaryLists } from './planEstimate';

/**
 * The estimate item by item, in the four lists of SPEC §3 with their totals, after what they add
 * up to: the same range as the headline, or, when the headline is a factory-built home's price,
 * what the items add to it and the all-in total. Items sold by a shop link to it (in a new tab)
 * so the homeowner can confirm today's price.
 */
export function EstimateDetails({
  summary,
  breakdown,
}: {
  summary: PlanSummary;
  breakdown: PriceBreakdown | undefined;
}) {
  return (
    <PlanSection titleId="plan-estimate-title" title="Estimate details">
      {breakdown ? <Breakdown breakdown={breakdown} /> : null}
      <div className={styles.lists}>
        {summaryLists(summary).map((list) => (
          <EstimateList key={list.title} list={list} />
        ))}
      </div>
    </PlanSection>
  );
}

function Breakdown({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <div className={styles.breakdown} role="group" aria-label="What it adds up to">
      {breakdown.kind === 'homePlus' ? (
        <dl className={styles.breakdownFigures}>
          <BreakdownRow label="The home" figure={formatCurrency(breakdown.home)} />
          <BreakdownRow
            label="Site work, delivery and fees below add"
            figure={`+ ${formatCurrency(breakdown.additions)}`}
          />
          <BreakdownRow total label="All-in total" figure={formatCurrency(breakdown.allIn)} />
        </dl>
      ) : (
        <>
          <dl className={styles.breakdownFigures}>
            <BreakdownRow
              label="The items below add up to"
              figure={formatCurrency(breakdown.itemsTotal)}
            />
            <BreakdownRow
              total
              label={breakdown.estimate.label}
              figure={breakdown.estimate.figure}
            />
          </dl>
          <p className={styles.breakdownNote}>
            The range allows for site-specific conditions and the pricing models of different
            contractors.
          </p>
        </>
      )}
    </div>
  );
}

function BreakdownRow({
  label,
  figure,
  total = false,
}: {
  label: string;
  figure: string;
  total?: boolean;
}) {
  return (
    <div className={total ? styles.breakdownTotal : styles.breakdownRow}>
      <dt>{label}</dt>
      <dd>{figure}</dd>
    </div>
  );
}

function EstimateList({ list }: { list: SummaryList }) {
  // A shop link is described by its item's title, so the same link text still says which item.
  const listId = useId();
  const titleId = (index: number) => `${listId}-item-${index}`;
  return (
    <section className={styles.list} aria-label={list.title}>
      <h3 className={styles.listTitle}>{list.title}</h3>
      {list.data.length ? (
        <ul className={styles.items}>
          {list.data.map((item, index) => (
            <li key={`${item.title}-${index}`} className={styles.item}>
              {item.img ? (
                <img
                  className={styles.itemImage}
                  src={item.img}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className={styles.itemText}>
                <span id={titleId(index)} className={styles.itemTitle}>
                  {item.title}
                </span>
                {item.description ? (
                  <span className={styles.itemDescription}>{item.description}</span>
                ) : null}
                {item.url ? (
                  <a
                    className={styles.shopLink}
                    href={item.url}
                    target="_blank"
                    rel="noopener"
                    aria-describedby={titleId(index)}
                  >
                    Check the price at the shop
                    <ExternalLink aria-hidden size={14} />
                  </a>
                ) : null}
              </div>
              <span className={styles.itemPrice}>{formatCurrency(item.price)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>Nothing in this part of the estimate.</p>
      )}
      <p className={styles.total}>
        <span>Total</span>
        <strong>{formatCurrency(list.total)}</strong>
      </p>
    </section>
  );
}
