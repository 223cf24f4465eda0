import { Link } from 'react-router';
import styles from './StatusScreen.module.css';
import { useDocumentMeta } from './useDocumentMeta';

/**
 * Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy
 * replaced the chunk); reloading fetches the current build.
 */
export function RouteErrorScreen() {
  useDocumentMeta('Error');
  return (
    <section className={styles.wrapper} role="alert">
      <h1 className={styles.message}>Oops, something went wrong</h1>
      <div className={styles.actions}>
        <button className={styles.action} type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className={styles.secondary} to="/">
          Back to the map
        </Link>
      </div>
    </section>
  );
}
