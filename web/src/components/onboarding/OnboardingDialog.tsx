import { useRef, type ReactNode } from 'react';
import buttons from '../buttons.module.css';
import { DialogCloseButton, DialogFrame, DialogText } from '../dialog/DialogFrame';
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
  const actionRef = useRef<HTMLButtonElement>(null);

  return (
    <DialogFrame className={styles.dialog} initialFocus={actionRef} onClose={onClose}>
      <div className={styles.picture}>{picture}</div>
      <div className={styles.content}>
        <DialogCloseButton onClose={onClose} />
        <span className={styles.badge}>{badge}</span>
        <DialogText title={title} classes={styles}>
          {children}
        </DialogText>
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
    </DialogFrame>
  );
}
