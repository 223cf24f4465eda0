import type { StateCreator } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Short messages shown over the page (e.g. 'Logged out successfully'); each one closes itself. */
export interface ToastSlice {
  toasts: Toast[];
  /** Shows a toast for `durationMs` and returns its id, so a loading toast can be replaced early. */
  showToast: (kind: ToastKind, text: string, durationMs?: number) => number;
  dismissToast: (id: number) => void;
}

const DEFAULT_TOAST_MS = 4000;
let nextToastId = 1;

export const createToastSlice: StateCreator<ToastSlice, [], [], ToastSlice> = (set, get) => ({
  toasts: [],
  showToast: (kind, text, durationMs = DEFAULT_TOAST_MS) => {
    const id = nextToastId++;
    set({ toasts: [...get().toasts, { id, kind, text }] });
    setTimeout(() => get().dismissToast(id), durationMs);
    return id;
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
});
