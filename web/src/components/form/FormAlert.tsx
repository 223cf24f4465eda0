import { CircleAlert } from 'lucide-react';
import styles from './FormAlert.module.css';

/**
 * A failure of the whole form (not of one field), announced as soon as it appears; `title` heads
 * it when the spec names the failure apart from its message ('Login Failed').
 */
export function FormAlert({
  title,
  message,
}: {
  title?: string | undefined;
  message: string | undefined;
}) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <CircleAlert aria-hidden size={18} className={styles.icon} />
      {title ? (
        <span className={styles.text}>
          <strong>{title}</strong>
          <span>{message}</span>
        </span>
      ) : (
        <span>{message}</span>
      )}
    </div>
  );
}
