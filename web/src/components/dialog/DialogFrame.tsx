import { X } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import frame from './DialogFrame.module.css';
import { useModal } from './useModal';

/** The ids of the dialog's title and body, which name and describe it. */
const DialogIds = createContext({ title: '', body: '' });

/**
 * What every modal dialog of the app shares: drawn over the page in a portal, on a backdrop whose
 * click closes it, named by its `DialogTitle` and described by its `DialogBody`, and kept modal
 * by `useModal` (focus starts on `initialFocus`, Escape closes). The caller lays out the inside
 * and styles the dialog box with `className`.
 */
export function DialogFrame({
  className,
  initialFocus,
  onClose,
  children,
}: {
  className: string | undefined;
  initialFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const title = useId();
  const body = useId();
  const ids = useMemo(() => ({ title, body }), [title, body]);
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
        aria-labelledby={title}
        aria-describedby={body}
        onKeyDown={onKeyDown}
      >
        <DialogIds value={ids}>{children}</DialogIds>
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

/**
 * The dialog's title (an h2), which names it, and its body, which describes it; `classes` style
 * them (their `title` and `body`).
 */
export function DialogText({
  title,
  classes,
  children,
}: {
  title: string;
  classes: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const ids = useContext(DialogIds);
  return (
    <>
      <h2 id={ids.title} className={classes.title}>
        {title}
      </h2>
      <div id={ids.body} className={classes.body}>
        {children}
      </div>
    </>
  );
}
