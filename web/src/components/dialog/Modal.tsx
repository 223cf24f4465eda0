import { X } from 'lucide-react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';
import { useModal } from './useModal';

/**
 * A small modal dialog: a title, its content and a row of actions. Escape, the close button and
 * a click on the backdrop call `onClose`; focus starts on `initialFocus` (or the close button)
 * and stays inside while it is open.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  initialFocus,
}: {
  title: string;
  children: ReactNode;
  /** The buttons at the bottom, the main action first. */
  actions: ReactNode;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { onKeyDown } = useModal(dialogRef, initialFocus ?? closeRef, onClose);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Close"
          onClick={onClose}
        >
          <X aria-hidden size={20} />
        </button>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
