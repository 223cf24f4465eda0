import { Link } from 'react-router';
import { OrderStatusBadge } from '../../components/OrderStatusBadge';
import { Pagination } from '../../components/list/Pagination';
import { usePaging } from '../../components/list/usePaging';
import { Spinner } from '../../components/Spinner';
import { formatLocalDate } from '../../lib/dates';
import { formatCurrency } from '../../lib/price';
import { useMySitePlanOrders, type MySitePlanOrder } from './api/accountApi';
import styles from './SitePlanOrdersSection.module.css';

/** SPEC §9: a paged list shows 10 a page. */
const PAGE_SIZE = 10;

/**
 * The profile's 'Site plan orders': each 'as is' site plan the homeowner ordered, newest first,
 * with where it stands (received, in progress, delivered).
 */
export function SitePlanOrdersSection() {
  const paging = usePaging(PAGE_SIZE);
  const { data, isPending, isError } = useMySitePlanOrders(paging.page, paging.pageSize);
  const orders = data?.mySitePlanOrders;

  return (
    <section className={styles.card} aria-labelledby="site-plan-orders-title">
      <h2 id="site-plan-orders-title" className={styles.title}>
        Site plan orders
      </h2>
      {isPending ? (
        <div className={styles.status}>
          <Spinner label="Loading your orders" size={32} />
        </div>
      ) : isError || !orders ? (
        <p className={styles.status} role="alert">
          Oops, something went wrong
        </p>
      ) : orders.totalCount === 0 ? (
        <p className={styles.empty}>
          You have not ordered a site plan yet. Order one from a plan&apos;s page.
        </p>
      ) : (
        <>
          <ul className={styles.orders}>
            {orders.items.map((order) => (
              <OrderItem key={order.id} order={order} />
            ))}
          </ul>
          {/* One page is all there is up to 10 orders, whatever the page size. */}
          {orders.totalCount > PAGE_SIZE ? (
            <Pagination {...paging} total={orders.totalCount} />
          ) : null}
        </>
      )}
    </section>
  );
}

function OrderItem({ order }: { order: MySitePlanOrder }) {
  const planPath = order.planId
    ? `/plan/${encodeURIComponent(order.planId)}${
        order.mapResultId ? `/${encodeURIComponent(order.mapResultId)}` : ''
      }`
    : undefined;
  return (
    <li>
      <article className={styles.order} aria-label={order.planTitle}>
        <div className={styles.heading}>
          <h3 className={styles.planTitle}>
            {planPath ? <Link to={planPath}>{order.planTitle}</Link> : order.planTitle}
          </h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className={styles.address}>{order.address.trim() || 'Address is empty'}</p>
        <p className={styles.facts}>
          <span>{formatCurrency(order.price)}</span>
          <span>Ordered {formatLocalDate(order.createdAt)}</span>
        </p>
      </article>
    </li>
  );
}
