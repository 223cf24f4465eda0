import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { formatCurrency } from '../../lib/price';
import styles from './EstimateDetails.module.css';
import type { PlanSummary, SummaryList } from './planPageQueries';

/**
 * The estimate item by item, in the four lists of SPEC §3 with their totals. Items sold by a shop
 * link to it (in a new tab) so the homeowner can confirm today's price.
 */
export function EstimateDetails({ summary }: { summary: PlanSummary }) {
  const lists = [summary.preconstruction, summary.products, summary.materials, summary.labor];
  return (
    <section className={styles.section} aria-labelledby="plan-estimate-title">
      <h2 id="plan-estimate-title" className={styles.title}>
        Estimate details
      </h2>
      <div className={styles.lists}>
        {lists.map((list) => (
          <EstimateList key={list.title} list={list} />
        ))}
      </div>
    </section>
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
