import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const TESTS = /\.test\.tsx?$/;

/**
 * The test files that replace a module with `vi.mock`. A module another file has loaded already
 * cannot be replaced, so these run each in a module registry of their own; every other file
 * shares its worker's registry and jsdom (the suite takes a fifth of the time it took when each
 * file loaded jsdom and the app's modules afresh).
 */
const mockingFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => TESTS.test(path))
  .map((path) => join('src', path))
  .filter((path) => readFileSync(path, 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  // The documents the server answers the app's first screen with, which a test holds equal to the
  // app's own (src/lib/graphql/shellAnswers.test.ts).
  server: { fs: { allow: ['.', '../api/src/http/shell_answers'] } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Longer than a `findBy…`'s wait (src/test/setup.ts), so a test that waits in vain fails with
    // what the page showed, not with a bare timeout.
    testTimeout: 10_000,
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mockingFiles } },
    ],
  },
});
