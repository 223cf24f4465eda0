import { Eye, Pencil, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '../../lib/classNames';
import { DEFAULT_PAGE_SIZE, pageItems } from '../../lib/paging';
import { BackLink } from '../BackLink';
import buttons from '../buttons.module.css';
import { Spinner } from '../Spinner';
import { useDocumentMeta } from '../useDocumentMeta';
import cardGrid from './cardGrid.module.css';
import { Pagination } from './Pagination';
import styles from './ResourceList.module.css';
import { usePaging } from './usePaging';

/**
 * The back office's generic list (SPEC §2.4): a 'Create' button to `{basePath}/new`, one card per
 * item with View (`{basePath}/{id}`) and Edit (`{basePath}/edit/{id}`) links, a page-size changer
 * and the 'x-y of N items' total, on a grid of 1, 2, 3 and 4 columns at xs, sm, md and lg.
 * It pages the items it is given; the sections' queries answer with the whole collection.
 */
export function ResourceList<T>({
  title,
  basePath,
  items,
  loading,
  error,
  getId,
  itemTitle,
  renderItem,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  emptyText = 'No items yet',
}: {
  title: string;
  basePath: string;
  items: readonly T[] | undefined;
  loading: boolean;
  error: Error | undefined;
  getId: (item: T) => string;
  /** The card's heading; it also names the card the View and Edit links belong to. */
  itemTitle: (item: T) => string;
  /** The card's details below the heading. */
  renderItem: (item: T) => ReactNode;
  defaultPageSize?: number;
  emptyText?: string;
}) {
  useDocumentMeta(title);
  const headingId = useId();
  const paging = usePaging(defaultPageSize);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={cardGrid.status}>
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      </div>
    );
  } else if (error || !items) {
    body = (
      <p className={cardGrid.status} role="alert">
        Oops, something went wrong
      </p>
    );
  } else if (items.length === 0) {
    body = <p className={cardGrid.status}>{emptyText}</p>;
  } else {
    body = (
      <>
        <ul className={cardGrid.grid}>
          {pageItems(items, paging.page, paging.pageSize).map((item) => (
            <ListCard
              key={getId(item)}
              id={getId(item)}
              basePath={basePath}
              title={itemTitle(item)}
            >
              {renderItem(item)}
            </ListCard>
          ))}
        </ul>
        <Pagination {...paging} total={items.length} />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <BackLink to="/admin">← Admin</BackLink>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <Link className={buttons.primary} to={`${basePath}/new`}>
          <Plus aria-hidden size={18} />
          Create
        </Link>
      </header>
      {body}
    </section>
  );
}

function ListCard({
  id,
  basePath,
  title,
  children,
}: {
  id: string;
  basePath: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        <div className={styles.cardBody}>{children}</div>
        <div className={styles.cardActions}>
          <Link
            className={classNames(buttons.secondary, buttons.small)}
            to={`${basePath}/${encodeURIComponent(id)}`}
          >
            <Eye aria-hidden size={16} />
            View
          </Link>
          <Link
            className={classNames(buttons.secondary, buttons.small)}
            to={`${basePath}/edit/${encodeURIComponent(id)}`}
          >
            <Pencil aria-hidden size={16} />
            Edit
          </Link>
        </div>
      </article>
    </li>
  );
}
