import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import buttons from './buttons.module.css';
import styles from './ConfirmButton.module.css';

/**
 * A destructive button that asks before it acts: the first click shows the question with a
 * confirm and a Cancel button (focused, so Enter on a stray double click cancels).
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const questionId = useId();
  const [asking, setAsking] = useState(false);

  if (!asking) {
    return (
      <button type="button" className={buttons.danger} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden size={18} />
        {label}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        {question}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.danger}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          disabled={busy}
          autoFocus
          onClick={() => setAsking(false)}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
