import { Modal } from '../../../components/dialog/Modal';
import { formatCurrency } from '../../../lib/price';
import styles from './OrderConfirmDialog.module.css';

/**
 * Asks before an 'as is' site plan is ordered: what is ordered (the plan, and the property when
 * the page is for a saved placement) and what it costs, the estimate's as-built site plan line.
 * Cancel has the focus, so a stray double tap on the order button orders nothing.
 */
export function OrderConfirmDialog({
  planTitle,
  address,
  price,
  priceLoading,
  ordering,
  onConfirm,
  onCancel,
}: {
  planTitle: string;
  /** The saved placement's address; undefined on a page without one. */
  address: string | undefined;
  /** Dollars; undefined when the estimate has no as-built site plan line. */
  price: number | undefined;
  priceLoading: boolean;
  ordering: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title="Order an as-is site plan"
      onClose={onCancel}
      dismiss="Cancel"
      initialFocus="dismiss"
      confirm={{ label: 'Confirm', disabled: ordering, busy: ordering, onClick: onConfirm }}
    >
      <p className={styles.lead}>
        A surveyed drawing of your lot as it is today, which the building permit needs. We will
        contact you to schedule the survey.
      </p>
      <dl className={styles.details}>
        <dt>Plan</dt>
        <dd>{planTitle}</dd>
        {address !== undefined ? (
          <>
            <dt>Property</dt>
            <dd>{address || 'Address is empty'}</dd>
          </>
        ) : null}
        <dt>Price</dt>
        <dd data-testid="order-price">
          {price !== undefined
            ? formatCurrency(price)
            : priceLoading
              ? 'Estimating…'
              : 'Quoted when we contact you'}
        </dd>
      </dl>
    </Modal>
  );
}
