import { orderStatusLabel, type SitePlanOrderStatus } from '../lib/sitePlanOrderStatus';
import styles from './OrderStatusBadge.module.css';

/** A site-plan order's status as a coloured pill: 'Received', 'In progress', 'Delivered'. */
export function OrderStatusBadge({ status }: { status: SitePlanOrderStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {orderStatusLabel(status)}
    </span>
  );
}
