import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every `graphql(...)` call in src/, from the API's SDL (web/schema.graphql,
// exported by the API): `graphql()` returns the document as a string that carries its result and
// variables types, so a call site gets both checked without naming them, and an operation that
// spreads a fragment gets the fragment's text appended. Generated on every build, test and lint
// (`npm run codegen`), never edited or committed.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/lib/graphql/gql/**', '!src/geometry/pkg/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/lib/graphql/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        // Timestamp: epoch milliseconds (the API's `Timestamp` scalar), read with `new Date(value)`.
        scalars: { ID: 'string', JSON: 'unknown', Timestamp: 'number' },
      },
    },
  },
};

export default config;
