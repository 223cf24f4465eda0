import { ResourceList } from '../../../components/list/ResourceList';
import fieldStyles from '../../../components/form/Field.module.css';
import { formatLocalDate } from '../../../lib/dates';
import { listStatus } from '../listStatus';
import { useSearchParam } from '../useSearchParam';
import { useAdminUsers } from './api/usersApi';
import styles from './UsersListScreen.module.css';
import { UserBadges } from './UserBadges';
import { matchesUserSearch } from './userSearch';

/** The URL parameter of the search, so a reload or the Back button keeps it. */
const SEARCH_PARAM = 'q';

/** /admin/users: every account on the generic list, searchable by name or email. */
export function UsersListScreen() {
  const users = useAdminUsers();
  const [search, onSearch] = useSearchParam(SEARCH_PARAM);
  const found = users.data?.users.filter((user) => matchesUserSearch(user, search));

  return (
    <ResourceList
      title="Users"
      basePath="/admin/user"
      items={found}
      {...listStatus(users)}
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
