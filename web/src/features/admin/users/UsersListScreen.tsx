import { ResourceList } from '../../../components/list/ResourceList';
import { formatLocalDate } from '../../../lib/dates';
import { useGraphQLQuery } from '../../../lib/graphql/useGraphQLQuery';
import styles from './UsersListScreen.module.css';
import { UserBadges } from './UserBadges';
import { ADMIN_USERS } from './userOperations';

/** /admin/users: every account on the generic list. */
export function UsersListScreen() {
  const { data, error, loading } = useGraphQLQuery(ADMIN_USERS, {});
  return (
    <ResourceList
      title="Users"
      basePath="/admin/user"
      items={data?.users}
      loading={loading}
      error={error}
      getId={(user) => user.id}
      itemTitle={(user) => user.name || user.email}
      emptyText="No users yet"
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
