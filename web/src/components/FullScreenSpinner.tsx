import styles from './FullScreenSpinner.module.css';
import { Spinner } from './Spinner';

/** Covers the screen while the app cannot show anything yet (before the first login check). */
export function FullScreenSpinner() {
  return (
    <div className={styles.overlay}>
      <Spinner label="Loading" />
    </div>
  );
}
