import { CircleAlert } from 'lucide-react';
import styles from './FormAlert.module.css';

/** A failure of the whole form (not of one field), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="alert">
      <CircleAlert aria-hidden size={18} className={styles.icon} />
      <span>{message}</span>
    </div>
  );
}
