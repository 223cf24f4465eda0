import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The generated module that holds each document's text (see codegen.ts). */
const DOCUMENTS_MODULE = resolve(import.meta.dirname, '../src/lib/graphql/gql/graphql.ts');
const VIRTUAL_PREFIX = 'virtual:graphql-document/';
const RESOLVED_PREFIX = '\0graphql-document:';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /^import \{ graphql \} from '[./]*(lib\/graphql\/)?gql';\n/m;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/**
 * What GraphQL Code Generator's babel and SWC plugins do for its client preset, for our bundler:
 * each `graphql(`…`)` call becomes an import of that one document's text, a module of its own, so
 * a chunk carries the documents its screens use and no others. Without it `graphql()` looks the
 * document up in a table of all of them, and that table (every screen's queries, 20 kB gzipped)
 * would ride in the entry chunk. The text is the generated one, with the fragments it spreads
 * appended; its types come from the generated `graphql()` overloads, which TypeScript reads.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'homeplot-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (path === DOCUMENTS_MODULE) {
        // For a module that needs the class itself: the documents it does not use are dropped.
        return code.replaceAll(
          ' new TypedDocumentString(',
          ' /* @__PURE__ */ new TypedDocumentString(',
        );
      }
      if (!/\.tsx?$/.test(path) || path.includes('/src/lib/graphql/gql/')) return null;
      if (!code.includes('graphql(`')) return null;
      const imports = new Map<string, string>();
      const replaced = code
        .replace(GRAPHQL_IMPORT, '')
        .replace(GRAPHQL_CALL, (call, text: string) => {
          const definition = DEFINITION.exec(text);
          if (!definition) return call;
          const [, kind, name] = definition;
          const constant = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
          imports.set(constant, `__graphql_${constant}`);
          return `__graphql_${constant}`;
        });
      if (imports.size === 0) return null;
      const lines = [...imports].map(
        ([constant, local]) => `import ${local} from '${VIRTUAL_PREFIX}${constant}';`,
      );
      return { code: `${lines.join('\n')}\n${replaced}`, map: null };
    },
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX)
        ? RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length)
        : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const constant = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(DOCUMENTS_MODULE);
      const generated = readFileSync(DOCUMENTS_MODULE, 'utf8');
      const found = new RegExp(
        `export const ${constant} = new TypedDocumentString\\(\`([^\`]*)\``,
      ).exec(generated);
      if (!found) this.error(`${constant} is not generated: run \`npm run codegen\``);
      return `export default ${JSON.stringify(found[1])};`;
    },
  };
}
