import { X } from 'lucide-react';
import { useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import frame from './DialogFrame.module.css';
import { useModal } from './useModal';

/**
 * What every modal dialog of the app shares: drawn over the page in a portal, on a backdrop whose
 * click closes it, named by `labelledBy` and described by `describedBy`, and kept modal by
 * `useModal` (focus starts on `initialFocus`, Escape closes). The caller lays out the inside and
 * styles the dialog box with `className`.
 */
export function DialogFrame({
  className,
  labelledBy,
  describedBy,
  initialFocus,
  onClose,
  children,
}: {
  className: string | undefined;
  labelledBy: string;
  describedBy: string;
  initialFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModal(dialogRef, initialFocus, onClose);
  return createPortal(
    <div
      className={frame.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** The round '×' in a dialog's top right corner. */
export function DialogCloseButton({
  onClose,
  ref,
}: {
  onClose: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className={frame.close} aria-label="Close" onClick={onClose}>
      <X aria-hidden size={20} />
    </button>
  );
}
