import { ExternalLink, User } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { ResourceList } from '../../../components/list/ResourceList';
import { usePaging } from '../../../components/list/usePaging';
import { classNames } from '../../../lib/classNames';
import { formatLocalDate } from '../../../lib/dates';
import { useAdminQuery } from '../adminQueries';
import styles from './PlansLists.module.css';
import { PLANS_LIST_PAGE_SIZE, PLANS_LISTS, PLANS_LISTS_KEY } from './plansListsOperations';

/**
 * /admin/plans-lists: every user's saved placements, newest first, each leading to its plan page
 * as placed and to the user who saved it. Read-only: the homeowners own them.
 */
export function PlansListsScreen() {
  const paging = usePaging(PLANS_LIST_PAGE_SIZE);
  const { data, error, isPending } = useAdminQuery(
    PLANS_LISTS_KEY,
    PLANS_LISTS,
    { page: paging.page, pageSize: paging.pageSize },
    { keepPrevious: true },
  );
  return (
    <ResourceList
      title="Plans List"
      basePath="/admin/plans-lists"
      creatable={false}
      items={data?.plansLists.items}
      loading={isPending}
      error={error ?? undefined}
      getId={(result) => result.id}
      itemTitle={(result) => result.name || result.planTitle || 'Untitled Plan'}
      emptyText="No saved plans yet"
      serverPage={{ ...paging, total: data?.plansLists.totalCount ?? 0 }}
      renderItem={(result) => (
        <div className={styles.result}>
          {result.snapshot ? <img src={result.snapshot} alt="" loading="lazy" /> : null}
          <span>{result.address || 'Address is empty'}</span>
          <span>{result.user ? `${result.user.name} · ${result.user.email}` : 'Deleted user'}</span>
          <span>Saved {formatLocalDate(result.createdAt)}</span>
        </div>
      )}
      actions={(result) => (
        <>
          {result.planId ? (
            <Link
              className={classNames(buttons.secondary, buttons.small)}
              to={`/plan/${encodeURIComponent(result.planId)}/${encodeURIComponent(result.id)}`}
            >
              <ExternalLink aria-hidden size={16} />
              Plan
            </Link>
          ) : null}
          <Link
            className={classNames(buttons.secondary, buttons.small)}
            to={`/admin/user/${encodeURIComponent(result.userId)}`}
          >
            <User aria-hidden size={16} />
            User
          </Link>
        </>
      )}
    />
  );
}
