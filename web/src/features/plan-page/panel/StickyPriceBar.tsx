import buttons from '../../../components/buttons.module.css';
import { classNames } from '../../../lib/classNames';
import type { PriceLine } from '../../../lib/planPricing';
import styles from './StickyPriceBar.module.css';
import { useScrolledPast } from './useScrolledPast';

// About where the side panel's own price leaves a phone's screen.
const SHOW_AFTER_PX = 240;

/**
 * On a phone, once the page is scrolled, the price and the order button stay at hand above the
 * tab bar. Wider screens keep the side panel in view instead and never show it.
 */
export function StickyPriceBar({
  headline,
  onOrder,
  ordering,
  ordered,
}: {
  /** The same label and figure as the side panel's headline. */
  headline: PriceLine | undefined;
  onOrder: () => void;
  ordering: boolean;
  /** An order of this site plan is open: the bar says so instead of offering another. */
  ordered: boolean;
}) {
  const scrolled = useScrolledPast(SHOW_AFTER_PX);
  if (!scrolled) return null;
  return (
    <div className={styles.bar} data-testid="sticky-price-bar">
      {headline ? (
        <p className={styles.price}>
          <span className={styles.label}>{headline.label}</span> <strong>{headline.figure}</strong>
        </p>
      ) : (
        <span />
      )}
      {ordered ? (
        <span className={styles.ordered}>Site plan ordered</span>
      ) : (
        <button
          type="button"
          className={classNames(buttons.primary, buttons.small)}
          disabled={ordering}
          onClick={onOrder}
        >
          Order site plan
        </button>
      )}
    </div>
  );
}
