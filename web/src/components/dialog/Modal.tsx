import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { DialogCloseButton, DialogFrame } from './DialogFrame';
import styles from './Modal.module.css';

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
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <DialogFrame
      className={styles.dialog}
      labelledBy={titleId}
      describedBy={bodyId}
      initialFocus={initialFocus ?? closeRef}
      onClose={onClose}
    >
      <DialogCloseButton ref={closeRef} onClose={onClose} />
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>{actions}</div>
    </DialogFrame>
  );
}
