import { Link } from 'react-router';
import buttons from '../../../components/buttons.module.css';
import { Spinner } from '../../../components/Spinner';
import { useDocumentMeta } from '../../../components/useDocumentMeta';
import styles from './UserScreens.module.css';

/** The user screens while the account loads, when it does not exist, or when loading failed. */
export function UserStatus({ kind }: { kind: 'loading' | 'notFound' | 'failed' }) {
  const text =
    kind === 'loading'
      ? 'Loading user'
      : kind === 'notFound'
        ? 'User not found'
        : 'Oops, something went wrong';
  useDocumentMeta(text);
  return (
    <div className={styles.page}>
      {kind === 'loading' ? (
        <div className={styles.status}>
          <Spinner label={text} />
        </div>
      ) : (
        <div className={styles.status} role="alert">
          <h1 className={styles.statusText}>{text}</h1>
          <Link className={buttons.secondary} to="/admin/users">
            Back to List
          </Link>
        </div>
      )}
    </div>
  );
}
