import { ExternalLink, User } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { ResourceList } from '../../../components/list/ResourceList';
import { usePaging } from '../../../components/list/usePaging';
import { classNames } from '../../../lib/classNames';
import { formatLocalDate } from '../../../lib/dates';
import { listStatus } from '../listStatus';
import { recordPath } from '../records';
import { usePlansLists } from './api/plansListsApi';
import { PLANS_LIST_PAGE_SIZE } from './api/plansListsDocuments';
import styles from './PlansLists.module.css';

/**
 * /admin/plans-lists: every user's saved placements, newest first, each leading to its plan page
 * as placed and to the user who saved it. Read-only: the homeowners own them.
 */
export function PlansListsScreen() {
  const paging = usePaging(PLANS_LIST_PAGE_SIZE);
  const saved = usePlansLists(paging.page, paging.pageSize);
  return (
    <ResourceList
      title="Plans List"
      basePath="/admin/plans-lists"
      creatable={false}
      items={saved.data?.plansLists.items}
      {...listStatus(saved)}
      itemTitle={(result) => result.name || result.planTitle || 'Untitled Plan'}
      emptyText="No saved plans yet"
      serverPage={{ ...paging, total: saved.data?.plansLists.totalCount ?? 0 }}
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
            to={recordPath('user', result.userId)}
          >
            <User aria-hidden size={16} />
            User
          </Link>
        </>
      )}
    />
  );
}
