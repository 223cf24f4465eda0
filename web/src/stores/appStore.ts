import { create } from 'zustand';
import { createAuthSlice, type AuthSlice } from './authSlice';
import { createConfigSlice, type ConfigSlice } from './configSlice';
import { createToastSlice, type ToastSlice } from './toastSlice';

export type AppState = AuthSlice & ConfigSlice & ToastSlice;

/** App-wide state, one slice per concern. Read it with one-field selectors: `useAppStore((s) => s.user)`. */
export const useAppStore = create<AppState>()((...args) => ({
  ...createAuthSlice(...args),
  ...createConfigSlice(...args),
  ...createToastSlice(...args),
}));
