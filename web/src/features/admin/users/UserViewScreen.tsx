import detailList from '../../../components/detailList.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { formatLocalDate } from '../../../lib/dates';
import { USER_RECORD } from '../records';
import { RecordActions, RecordCard, RecordGate } from '../RecordScreen';
import { useAdminUser, type AdminUser } from './api/usersApi';
import { UserBadges } from './UserBadges';

/** /admin/user/{id}: one account, with 'Edit User' and 'Back to List'. */
export function UserViewScreen() {
  return (
    <RecordGate kind={USER_RECORD} useRecord={useAdminUser}>
      {(found) => <UserDetails user={found} />}
    </RecordGate>
  );
}

function UserDetails({ user }: { user: AdminUser }) {
  useDocumentMeta(user.name || user.email);
  return (
    <RecordCard kind={USER_RECORD} titleId="user-title" title={user.name || user.email}>
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
      <RecordActions kind={USER_RECORD} edit={{ id: user.id, label: 'Edit User' }} backToList />
    </RecordCard>
  );
}
