import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.join(import.meta.dirname, 'src', 'features');

/** The feature folder that `file` is in ('map' for src/features/map/lot/lot.ts), if any. */
function featureOf(file) {
  const relative = path.relative(FEATURES_DIR, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep)[0];
}

/**
 * DESIGN.md §5: a feature imports only its own files and the shared code (src/components,
 * src/lib, src/stores, src/geometry), so each area can change without breaking another. The
 * import is resolved against the importing file, whatever its depth; src/app, which puts the
 * features on routes, is not a feature and may import them.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports from one src/features folder into another' },
    messages: {
      crossFeature:
        'features/{{from}} must not import from features/{{to}}: move what both need to src/components, src/lib or src/stores.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (to && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'src/geometry/pkg',
      'src/lib/graphql/gql',
      'test-results',
      'playwright-report',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      homeplot: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'homeplot/no-cross-feature-imports': 'error',
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(true)}` is idiomatic React; braces there add noise, not safety.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Issue 25: one data layer. Screens, hooks and stores read and write the API through their
    // feature's api/ hooks (TanStack Query over typed documents); only api/ folders and the
    // layer itself (lib/graphql, lib/query) reach the transport.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/api/**',
      'src/lib/graphql/**',
      'src/lib/query/**',
      'src/test/**',
      'src/graphiql/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/graphql/client', '**/graphql/client'],
              importNames: ['gqlRequest'],
              message: "Call the API through a feature's api/ hooks (issue 25: one data layer).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*.config.ts', 'codegen.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'react-refresh/only-export-components': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['eslint.config.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
