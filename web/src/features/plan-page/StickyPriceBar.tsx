import buttons from '../../components/buttons.module.css';
import { classNames } from '../../lib/classNames';
import styles from './StickyPriceBar.module.css';
import { useScrolledPast } from './useScrolledPast';

// About where the side panel's own price leaves a phone's screen.
const SHOW_AFTER_PX = 240;

/**
 * On a phone, once the page is scrolled, the price and the order button stay at hand above the
 * tab bar. Wider screens keep the side panel in view instead and never show it.
 */
export function StickyPriceBar({
  priceText,
  onOrder,
  ordering,
}: {
  priceText: string | undefined;
  onOrder: () => void;
  ordering: boolean;
}) {
  const scrolled = useScrolledPast(SHOW_AFTER_PX);
  if (!scrolled) return null;
  return (
    <div className={styles.bar} data-testid="sticky-price-bar">
      <span className={styles.price}>{priceText}</span>
      <button
        type="button"
        className={classNames(buttons.primary, buttons.small)}
        disabled={ordering}
        onClick={onOrder}
      >
        Order site plan
      </button>
    </div>
  );
}
