import { Link } from 'react-router';
import buttons from '../buttons.module.css';
import styles from './FormActions.module.css';

/** A form's submit button, busy while it sends, and a Cancel link back to where the form began. */
export function FormActions({
  submitLabel,
  cancelTo,
  submitting,
  disabled = false,
}: {
  submitLabel: string;
  cancelTo: string;
  submitting: boolean;
  /** Held back for another reason (an upload still running). */
  disabled?: boolean;
}) {
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={buttons.primary}
        disabled={submitting || disabled}
        aria-busy={submitting}
      >
        {submitLabel}
      </button>
      <Link className={buttons.secondary} to={cancelTo}>
        Cancel
      </Link>
    </div>
  );
}
