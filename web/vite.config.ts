import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { graphqlDocuments } from './build/graphqlDocuments';

// The API (GraphQL, REST, media, health) runs beside the dev server; see the justfile's `dev`.
const API_ORIGIN = 'http://127.0.0.1:8080';

// The plugin's own typings say `any`; it is an ordinary Vite plugin.
const wasmPlugin = (): Plugin => wasm() as Plugin;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible asset once the
 * build is written. The API serves them as they are: compressing per request would have to use
 * a fast, weak level (a third more bytes for the entry chunk on a phone's first load).
 */
export function precompressAssets(): Plugin {
  const COMPRESSIBLE = /\.(js|css|wasm|svg|json|html)$/;
  let outDir = 'dist';
  return {
    name: 'homeplot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocuments(), react(), wasmPlugin(), precompressAssets()],
  worker: {
    // The geometry worker imports the wasm-bindgen bundle, so its own bundle needs the wasm plugin.
    format: 'es',
    plugins: () => [wasmPlugin()],
  },
  build: {
    outDir: 'dist',
    // wasm-bindgen's bundler output uses top-level await (ES2022).
    target: 'es2022',
    // maplibre-gl alone is ~1 MB minified; it lives in the lazily loaded map chunk, off first load.
    chunkSizeWarningLimit: 1200,
    // dist/.vite/manifest.json: which files each screen's code is, read by the API to have the
    // browser fetch the screen a page opens on beside the entry (api/src/http/screen_preloads.rs).
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files on first load. Left to itself the bundler cut the code every page
        // loads into seven files and gave the plan page's screen twelve more of a kilobyte or two
        // (a module shared by two screens went into a file of its own): on a phone's slow
        // connection each is a request of its own, and the page's largest paint waited on
        // the last of them. The code of the entry's static imports is one chunk, and a shared
        // chunk under 8 kB is copied into the screens that use it.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8192 },
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': API_ORIGIN,
      '/api': API_ORIGIN,
      '/media': API_ORIGIN,
      '/healthz': API_ORIGIN,
    },
  },
});
