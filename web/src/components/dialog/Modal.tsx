import { useRef, type ReactNode, type RefObject } from 'react';
import buttons from '../buttons.module.css';
import { DialogCloseButton, DialogFrame, DialogText } from './DialogFrame';
import styles from './Modal.module.css';

/** A dialog's main action: the primary button, first in its row of actions. */
export interface ModalConfirm {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** While the action runs (the button says so to assistive technology). */
  busy?: boolean;
}

/**
 * A small modal dialog: a title, its content and a row of actions: `confirm`, then `actions`,
 * then `dismiss`, each when it is given. Escape, the close button, `dismiss` and a click on the
 * backdrop call `onClose`; focus starts on `initialFocus` (or the close button) and stays inside
 * while it is open.
 */
export function Modal({
  title,
  children,
  confirm,
  actions,
  dismiss,
  onClose,
  initialFocus,
}: {
  title: string;
  children: ReactNode;
  confirm?: ModalConfirm;
  /** Other buttons at the bottom, after `confirm`. */
  actions?: ReactNode;
  /** The words of a last, secondary button that closes the dialog ('Cancel', 'Close'). */
  dismiss?: string;
  onClose: () => void;
  /** Where focus starts: an element of the dialog's, or its `confirm` or `dismiss` button. */
  initialFocus?: RefObject<HTMLElement | null> | 'confirm' | 'dismiss';
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const focusRef =
    initialFocus === 'confirm'
      ? confirmRef
      : initialFocus === 'dismiss'
        ? dismissRef
        : (initialFocus ?? closeRef);

  return (
    <DialogFrame className={styles.dialog} initialFocus={focusRef} onClose={onClose}>
      <DialogCloseButton ref={closeRef} onClose={onClose} />
      <DialogText title={title} classes={styles}>
        {children}
      </DialogText>
      <div className={styles.actions}>
        {confirm ? (
          <button
            ref={confirmRef}
            type="button"
            className={buttons.primary}
            disabled={confirm.disabled}
            aria-busy={confirm.busy}
            onClick={confirm.onClick}
          >
            {confirm.label}
          </button>
        ) : null}
        {actions}
        {dismiss ? (
          <button ref={dismissRef} type="button" className={buttons.secondary} onClick={onClose}>
            {dismiss}
          </button>
        ) : null}
      </div>
    </DialogFrame>
  );
}
