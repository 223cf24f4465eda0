import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import buttons from '../buttons.module.css';
import { useModal } from '../dialog/useModal';
import styles from './OnboardingDialog.module.css';

/**
 * The shell of SPEC §2.6's onboarding dialogs ('Map Tool', 'Plan View'): a picture or video on
 * one side; badge, title, text and a next button on the other. It stacks at 768px and below.
 * Escape, the close button and the backdrop all call `onClose`; the page behind is inert
 * (scroll locked, focus kept inside) while it is open.
 */
export function OnboardingDialog({
  badge,
  title,
  picture,
  children,
  actionLabel,
  onAction,
  onClose,
  progress,
}: {
  badge: string;
  title: string;
  /** An <img> or <video> filling its half; decorative, so give it an empty alt. */
  picture: ReactNode;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
  /** For a dialog of several pages: which one is showing. */
  progress?: { current: number; total: number };
}) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);

  const { onKeyDown } = useModal(dialogRef, actionRef, onClose);

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
        <div className={styles.picture}>{picture}</div>
        <div className={styles.content}>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <X aria-hidden size={20} />
          </button>
          <span className={styles.badge}>{badge}</span>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          <div className={styles.footer}>
            {progress ? (
              <span className={styles.progress}>
                {progress.current} / {progress.total}
              </span>
            ) : null}
            <button ref={actionRef} type="button" className={buttons.primary} onClick={onAction}>
              {actionLabel}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
