import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import { UserScreenCard } from './UserScreenCard';
import styles from '../recordScreens.module.css';

/** /admin/user/new: people create their own accounts by signing up; SPEC §2.4 says exactly this. */
export function UserCreateScreen() {
  useDocumentMeta('New user');
  return (
    <UserScreenCard titleId="new-user-title" title="New user">
      <p>this feature is coming soon!</p>
      <div className={styles.actions}>
        <Link className={buttons.secondary} to="/admin/users">
          Back to List
        </Link>
      </div>
    </UserScreenCard>
  );
}
