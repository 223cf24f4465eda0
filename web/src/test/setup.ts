import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// IndexedDB (the site visit keeps offline photos there) in memory: jsdom has none.
import 'fake-indexeddb/auto';
import { useAppStore } from '../stores/appStore';

// `findBy…` and `waitFor` give up after 1 s by default. A screen whose code is lazy-loaded is
// transformed on first use, which on a busy CI machine can take longer than that; a wait that
// succeeds returns as soon as it does, so the longer limit costs passing tests nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each test starts from the app's initial state (logged out, not loaded).
  useAppStore.setState(useAppStore.getInitialState(), true);
});
