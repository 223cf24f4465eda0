import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { createToastSlice, noteUserInput, type ToastSlice } from './toastSlice';

const texts = (store: { getState: () => ToastSlice }) =>
  store.getState().toasts.map((toast) => toast.text);

describe('toasts and page changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('end with the page the person leaves', () => {
    const store = create<ToastSlice>()(createToastSlice);
    store.getState().showToast('success', 'Saved to My Plans');
    noteUserInput();
    store.getState().endPageToasts(false);
    expect(texts(store)).toEqual([]);
  });

  it('stay when they announce the change (shown since the last press or key)', () => {
    const store = create<ToastSlice>()(createToastSlice);
    store.getState().showToast('error', 'Login failed');
    noteUserInput();
    store.getState().showToast('success', 'Login successful!');
    store.getState().endPageToasts(false);
    expect(texts(store)).toEqual(['Login successful!']);
  });

  it('all end on Back or Forward', () => {
    const store = create<ToastSlice>()(createToastSlice);
    store.getState().showToast('success', 'Plan successfully updated');
    store.getState().endPageToasts(true);
    expect(texts(store)).toEqual([]);
  });

  it('still close themselves', () => {
    const store = create<ToastSlice>()(createToastSlice);
    store.getState().showToast('info', 'Please log in.', 1000);
    vi.advanceTimersByTime(1000);
    expect(texts(store)).toEqual([]);
  });
});
