import { PackageCheck, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { classNames } from '../../../lib/classNames';
import { formatLocalDate } from '../../../lib/dates';
import { orderStatusLabel } from '../../../lib/sitePlanOrderStatus';
import type { PageOrder } from '../api/planPageDocuments';
import styles from './SitePlanOrderAction.module.css';

/**
 * 'Order as-is site plan', or — once this plan is ordered for this property — when it was
 * ordered and where it stands, with the way to follow it, instead of a second order. A
 * delivered site plan is said too, and a new one can be ordered (the lot may have changed).
 */
export function SitePlanOrderAction({
  order,
  onOrder,
  ordering,
}: {
  order: PageOrder | undefined;
  onOrder: () => void;
  ordering: boolean;
}) {
  if (order && order.status !== 'DELIVERED') {
    return (
      <div className={styles.ordered} data-testid="site-plan-ordered">
        <p className={styles.orderedText}>
          <PackageCheck aria-hidden size={18} />
          <span>
            You ordered this site plan on {formatLocalDate(order.createdAt)}. Its status:{' '}
            {orderStatusLabel(order.status)}.
          </span>
        </p>
        <Link className={classNames(buttons.secondary, buttons.block)} to="/user/profile">
          Follow your order
        </Link>
      </div>
    );
  }
  return (
    <>
      {order ? (
        <p className={styles.orderedText} data-testid="site-plan-ordered">
          <PackageCheck aria-hidden size={18} />
          <span>Your site plan was delivered on {formatLocalDate(order.updatedAt)}.</span>
        </p>
      ) : null}
      <button
        type="button"
        className={classNames(buttons.primary, buttons.block)}
        disabled={ordering}
        onClick={onOrder}
      >
        <ShoppingBag aria-hidden size={18} />
        Order as-is site plan
      </button>
    </>
  );
}
