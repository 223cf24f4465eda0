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

/** A page the server chose: its place in the list and how many items there are in all. */
export interface ServerPage {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * The back office's generic list (SPEC §2.4): a 'Create' button to `{basePath}/new` (where the
 * section is creatable), one card per item (keyed by its `id`) with View (`{basePath}/{id}`) and Edit
 * (`{basePath}/edit/{id}`) links or the section's own `actions`, a page-size changer and the
 * 'x-y of N items' total, on a grid of 1, 2, 3 and 4 columns at xs, sm, md and lg. It pages the
 * items it is given, unless `serverPage` says they are already one page of a longer list.
 */
export function ResourceList<T extends { id: string }>({
  title,
  basePath,
  items,
  loading,
  error,
  itemTitle,
  renderItem,
  actions,
  creatable = true,
  toolbar,
  serverPage,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  emptyText = 'No items yet',
  errorText = 'Oops, something went wrong',
  backLink = { to: '/admin', label: '← Admin' },
}: {
  title: string;
  basePath: string;
  items: readonly T[] | undefined;
  loading: boolean;
  error: Error | undefined;
  /** The card's heading; it also names the card the View and Edit links belong to. */
  itemTitle: (item: T) => string;
  /** The card's details below the heading. */
  renderItem: (item: T) => ReactNode;
  /** The card's links, instead of View and Edit (a read-only section's). */
  actions?: (item: T) => ReactNode;
  creatable?: boolean;
  /** Filters above the list. */
  toolbar?: ReactNode;
  serverPage?: ServerPage;
  defaultPageSize?: number;
  emptyText?: string;
  /** What to say when loading failed (a section whose failure the admin can act on). */
  errorText?: string;
  /** The link above the heading (the back office's lists lead back to /admin); null for none. */
  backLink?: { to: string; label: string } | null;
}) {
  useDocumentMeta(title);
  const headingId = useId();
  const urlPaging = usePaging(defaultPageSize);
  const paging = serverPage ?? { ...urlPaging, total: items?.length ?? 0 };
  const shown = serverPage ? (items ?? []) : pageItems(items ?? [], paging.page, paging.pageSize);

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
        {errorText}
      </p>
    );
  } else if (items.length === 0) {
    body = <p className={cardGrid.status}>{emptyText}</p>;
  } else {
    body = (
      <>
        <ul className={cardGrid.grid}>
          {shown.map((item) => (
            <ListCard
              key={item.id}
              title={itemTitle(item)}
              actions={actions ? actions(item) : <ViewEditLinks basePath={basePath} id={item.id} />}
            >
              {renderItem(item)}
            </ListCard>
          ))}
        </ul>
        <Pagination {...paging} />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      {backLink ? <BackLink to={backLink.to}>{backLink.label}</BackLink> : null}
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {creatable ? (
          <Link className={buttons.primary} to={`${basePath}/new`}>
            <Plus aria-hidden size={18} />
            Create
          </Link>
        ) : null}
      </header>
      {toolbar}
      {body}
    </section>
  );
}

function ListCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions: ReactNode;
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
        <div className={styles.cardActions}>{actions}</div>
      </article>
    </li>
  );
}

/** A record's View and Edit links. */
function ViewEditLinks({ basePath, id }: { basePath: string; id: string }) {
  return (
    <>
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
    </>
  );
}
