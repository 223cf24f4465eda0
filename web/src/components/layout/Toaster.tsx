import { useEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { classNames } from '../../lib/classNames';
import { useAppStore } from '../../stores/appStore';
import { noteUserInput } from '../../stores/toastSlice';
import styles from './Toaster.module.css';

/** The CSS variable that holds the toasts' height, for the room kept for them under the header. */
const TOAST_SPACE = '--toast-space';

/**
 * Renders the store's toasts in a band under the header; errors are announced assertively. The
 * page keeps the band's height free under the header (`ToastSpace`), so a toast pushes the page
 * down instead of lying over its heading or a control, and a page change ends the toasts of the
 * page left behind.
 */
export function Toaster() {
  const toasts = useAppStore((s) => s.toasts);
  const dismissToast = useAppStore((s) => s.dismissToast);
  const stack = useRef<HTMLDivElement>(null);
  useEndToastsOnPageChange();
  useUserInputs();
  useToastSpace(stack);
  return (
    // Fixed above the page (and above dialogs, whose outcome a toast often tells), at the place
    // the page keeps free for it.
    <div ref={stack} className={styles.stack} data-testid="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={classNames(styles.toast, styles[toast.kind])}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/** The room the page keeps under the header for the toasts: as tall as they are, else none. */
export function ToastSpace() {
  return <div className={styles.space} aria-hidden />;
}

/** A new page (another path) ends the toasts of the one left, unless a toast announces it. */
function useEndToastsOnPageChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const endPageToasts = useAppStore((s) => s.endPageToasts);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    endPageToasts(navigationType === NavigationType.Pop);
  }, [pathname, navigationType, endPageToasts]);
}

/** Counts the person's presses and keys, before anything else on the page handles them. */
function useUserInputs() {
  useEffect(() => {
    window.addEventListener('pointerdown', noteUserInput, true);
    window.addEventListener('keydown', noteUserInput, true);
    return () => {
      window.removeEventListener('pointerdown', noteUserInput, true);
      window.removeEventListener('keydown', noteUserInput, true);
    };
  }, []);
}

/** Keeps `--toast-space` at the stack's height, for `ToastSpace` and what sticks under the header. */
function useToastSpace(stack: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = stack.current;
    const root = document.documentElement;
    // No layout to follow where there is none (jsdom).
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(TOAST_SPACE, `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_SPACE);
    };
  }, [stack]);
}
