import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useAppStore } from '../stores/appStore';

afterEach(() => {
  cleanup();
  // Each test starts from the app's initial state (logged out, not loaded).
  useAppStore.setState(useAppStore.getInitialState(), true);
});
