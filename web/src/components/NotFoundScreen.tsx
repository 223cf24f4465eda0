import { Link } from 'react-router';
import styles from './StatusScreen.module.css';
import { useDocumentMeta } from './useDocumentMeta';

/** SPEC §2.1: the screen of any route the app does not have. */
export function NotFoundScreen() {
  useDocumentMeta('Page not found');
  return (
    <section className={styles.wrapper}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.message}>Sorry, the page you visited does not found.</h1>
      <Link className={styles.action} to="/">
        Back to the map
      </Link>
    </section>
  );
}
