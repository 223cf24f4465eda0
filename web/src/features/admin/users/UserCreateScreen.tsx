import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import styles from './UserScreens.module.css';

/** /admin/user/new: people create their own accounts by signing up; SPEC §2.4 says exactly this. */
export function UserCreateScreen() {
  useDocumentMeta('New user');
  return (
    <section className={styles.page} aria-labelledby="new-user-title">
      <Link className={styles.back} to="/admin/users">
        ← Users
      </Link>
      <div className={styles.card}>
        <h1 id="new-user-title" className={styles.title}>
          New user
        </h1>
        <p>this feature is coming soon!</p>
        <div className={styles.actions}>
          <Link className={buttons.secondary} to="/admin/users">
            Back to List
          </Link>
        </div>
      </div>
    </section>
  );
}
