import { useState } from 'react';
import { BackLink } from '../../../components/BackLink';
import buttons from '../../../components/buttons.module.css';
import { ListFilter } from '../../../components/list/ListFilter';
import { Pagination } from '../../../components/list/Pagination';
import { usePaging } from '../../../components/list/usePaging';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { classNames } from '../../../lib/classNames';
import { formatLocalDate } from '../../../lib/dates';
import { messageOr } from '../../../lib/graphql/errors';
import { DEFAULT_PAGE_SIZE } from '../../../lib/paging';
import { formatCurrency } from '../../../lib/price';
import {
  orderStatusLabel,
  SITE_PLAN_ORDER_STATUSES,
  type SitePlanOrderStatus,
} from '../../../lib/sitePlanOrderStatus';
import { useAppStore } from '../../../stores/appStore';
import {
  useAdminSitePlanOrders,
  useAdvanceSitePlanOrder,
  useAdvancingOrderIds,
  type AdminSitePlanOrder,
} from './api/ordersApi';
import { advanceLabel } from './orderProgress';
import styles from './SitePlanOrdersScreen.module.css';

/** The status filter's choices: every order, or those in one status. */
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...SITE_PLAN_ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

/**
 * /admin/site-plan-orders: every customer's 'as is' site plan orders, newest first, filtered by
 * status and paged by the API. Each open order has a button that moves it to its next status
 * (the API emails the customer); the row shows the new status at once.
 */
export function SitePlanOrdersScreen() {
  useDocumentMeta('Site plan orders');
  const paging = usePaging(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<SitePlanOrderStatus | null>(null);
  const query = useAdminSitePlanOrders({ status, page: paging.page, pageSize: paging.pageSize });
  const advance = useAdvance();
  const orders = query.data?.sitePlanOrders;

  const filter = (value: string) => {
    setStatus(SITE_PLAN_ORDER_STATUSES.find((known) => known === value) ?? null);
    paging.onPageChange(1);
  };

  return (
    <section className={styles.page} aria-labelledby="site-plan-orders-title">
      <BackLink to="/admin">← Admin</BackLink>
      <header className={styles.header}>
        <h1 id="site-plan-orders-title" className={styles.title}>
          Site plan orders
        </h1>
        <ListFilter
          label="Status"
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onChange={filter}
        />
      </header>
      {query.isPending ? (
        <div className={styles.status}>
          <Spinner label="Loading site plan orders" />
        </div>
      ) : query.isError || !orders ? (
        <p className={styles.status} role="alert">
          Oops, something went wrong
        </p>
      ) : orders.items.length === 0 ? (
        <p className={styles.status}>No site plan orders</p>
      ) : (
        <>
          <div className={styles.scroller}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Address</th>
                  <th scope="col">Price</th>
                  <th scope="col">Ordered</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.items.map((order) => (
                  <OrderRow
                    key={order.id}
                    order={order}
                    busy={advance.busy.has(order.id)}
                    onAdvance={() => advance.run(order.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pagination {...paging} total={orders.totalCount} />
        </>
      )}
    </section>
  );
}

function OrderRow({
  order,
  busy,
  onAdvance,
}: {
  order: AdminSitePlanOrder;
  busy: boolean;
  onAdvance: () => void;
}) {
  const label = advanceLabel(order.status);
  return (
    <tr>
      <td>
        <span className={styles.name}>{order.customerName}</span>
        <span className={styles.muted}>{order.customerEmail}</span>
      </td>
      <td>{order.planTitle}</td>
      <td>{order.address.trim() || 'Address is empty'}</td>
      <td>{formatCurrency(order.price)}</td>
      <td>{formatLocalDate(order.createdAt)}</td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td>
        {label ? (
          <button
            type="button"
            className={classNames(buttons.secondary, buttons.small)}
            disabled={busy}
            aria-busy={busy}
            onClick={onAdvance}
          >
            {label}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Moving orders on: the orders on their way, and `run`, which moves one to its next status (its
 * row shows the new status once the API answers). A failure says why (e.g. 'This order is
 * already delivered.').
 */
function useAdvance() {
  const showToast = useAppStore((s) => s.showToast);
  const advance = useAdvanceSitePlanOrder();
  const busy = useAdvancingOrderIds();

  const run = (id: string) => {
    if (busy.has(id)) return;
    void advance.mutateAsync({ id }).then(
      ({ sitePlanOrderAdvance: order }) => {
        showToast('success', `Order marked ${orderStatusLabel(order.status).toLowerCase()}`);
      },
      (error: unknown) => {
        showToast('error', messageOr(error, 'Failed to update the order'));
      },
    );
  };

  return { run, busy };
}
