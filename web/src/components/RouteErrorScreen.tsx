import { Link, useRouteError } from 'react-router';
import { ChunkLoadError } from './loadChunk';
import styles from './StatusScreen.module.css';
import { useDocumentMeta } from './useDocumentMeta';

/**
 * Shown when a screen throws while rendering or its code fails to load (e.g. after a deploy
 * replaced the chunk): a chunk that did not load is named with the reason (SPEC §8). Reloading
 * fetches the current build.
 */
export function RouteErrorScreen() {
  useDocumentMeta('Error');
  const error = useRouteError();
  return (
    <section className={styles.wrapper} role="alert">
      {error instanceof ChunkLoadError ? (
        <>
          <h1 className={styles.message}>Loading chunk {error.chunk} failed.</h1>
          <p className={styles.detail}>({error.reason})</p>
        </>
      ) : (
        <h1 className={styles.message}>Oops, something went wrong</h1>
      )}
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
