import { Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { formatLocalDate } from '../../../lib/dates';
import { useAdminUser, type AdminUser } from './useAdminUser';
import { UserBadges } from './UserBadges';
import { UserScreenCard } from './UserScreenCard';
import styles from '../recordScreens.module.css';
import { UserStatus } from './UserStatus';

/** /admin/user/{id}: one account, with 'Edit User' and 'Back to List'. */
export function UserViewScreen() {
  const { id = '' } = useParams();
  const result = useAdminUser(id);
  if (result.status !== 'ready') return <UserStatus kind={result.status} />;
  return <UserDetails user={result.user} />;
}

function UserDetails({ user }: { user: AdminUser }) {
  useDocumentMeta(user.name || user.email);
  return (
    <UserScreenCard titleId="user-title" title={user.name || user.email}>
      <dl className={detailList.details}>
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role and status</dt>
        <dd>
          <UserBadges role={user.role} isVerified={user.isVerified} />
        </dd>
        <dt>Registration date</dt>
        <dd>{formatLocalDate(user.createdAt)}</dd>
      </dl>
      <div className={styles.actions}>
        <Link className={buttons.primary} to={`/admin/user/edit/${encodeURIComponent(user.id)}`}>
          <Pencil aria-hidden size={18} />
          Edit User
        </Link>
        <Link className={buttons.secondary} to="/admin/users">
          Back to List
        </Link>
      </div>
    </UserScreenCard>
  );
}
