import { useSearchParams } from 'react-router';
import { ResourceList } from '../../../components/list/ResourceList';
import fieldStyles from '../../../components/form/Field.module.css';
import { formatLocalDate } from '../../../lib/dates';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import styles from './UsersListScreen.module.css';
import { UserBadges } from './UserBadges';
import { ADMIN_USERS } from './userOperations';
import { matchesUserSearch } from './userSearch';

/** The URL parameter of the search, so a reload or the Back button keeps it. */
const SEARCH_PARAM = 'q';

/** /admin/users: every account on the generic list, searchable by name or email. */
export function UsersListScreen() {
  const { data, error, loading } = useGraphQLQuery(ADMIN_USERS, {});
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const found = data?.users.filter((user) => matchesUserSearch(user, search));

  const onSearch = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(SEARCH_PARAM, value);
        else next.delete(SEARCH_PARAM);
        // A new search starts from its first page.
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <ResourceList
      title="Users"
      basePath="/admin/user"
      items={found}
      loading={loading}
      error={error}
      getId={(user) => user.id}
      itemTitle={(user) => user.name || user.email}
      emptyText={search.trim() ? `No user matches “${search.trim()}”` : 'No users yet'}
      toolbar={
        <div className={styles.search}>
          <input
            className={fieldStyles.input}
            type="search"
            aria-label="Search users"
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      }
      renderItem={(user) => (
        <div className={styles.details}>
          <span>{user.email}</span>
          <UserBadges role={user.role} isVerified={user.isVerified} />
          <span>Registered {formatLocalDate(user.createdAt)}</span>
        </div>
      )}
    />
  );
}
