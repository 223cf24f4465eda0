import type { StateCreator } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** How many user inputs there had been when it was shown (see `noteUserInput`). */
  input: number;
}

/** Short messages shown over the page (e.g. 'Logged out successfully'); each one closes itself. */
export interface ToastSlice {
  toasts: Toast[];
  /** Shows a toast for `durationMs` and returns its id, so a loading toast can be replaced early. */
  showToast: (kind: ToastKind, text: string, durationMs?: number) => number;
  dismissToast: (id: number) => void;
  /**
   * The page changed: its toasts end with it. A toast shown since the person last pressed or
   * typed anything announces this very change ('Login successful!' before the redirect, 'Plan
   * successfully created' before its page) and stays; Back and Forward (`byHistory`) are always
   * the person's own.
   */
  endPageToasts: (byHistory: boolean) => void;
}

const DEFAULT_TOAST_MS = 4000;
let nextToastId = 1;
let userInputs = 0;

/**
 * Counts a press or a key of the person's: what they do after a toast was shown, a page change
 * included, is theirs and not the toast's (the app listens for these from its root).
 */
export function noteUserInput(): void {
  userInputs += 1;
}

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set, get) => ({
  toasts: [],
  showToast: (kind, text, durationMs = DEFAULT_TOAST_MS) => {
    const id = nextToastId++;
    set({ toasts: [...get().toasts, { id, kind, text, input: userInputs }] });
    setTimeout(() => get().dismissToast(id), durationMs);
    return id;
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
  endPageToasts: (byHistory) => {
    const kept = byHistory ? [] : get().toasts.filter((toast) => toast.input === userInputs);
    if (kept.length !== get().toasts.length) set({ toasts: kept });
  },
});
