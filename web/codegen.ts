import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for every operation in src/ from the API's SDL (web/schema.graphql, exported by the API).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/lib/graphql/generated.ts', '!src/geometry/pkg/**'],
  generates: {
    'src/lib/graphql/generated.ts': {
      // typescript-operations 6 emits the enum and input types the operations use by itself;
      // adding the `typescript` plugin as well would declare them twice.
      plugins: ['typescript-operations'],
      config: {
        enumType: 'string-literal',
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
