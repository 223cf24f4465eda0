import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';

// The API (GraphQL, REST, media, health) runs beside the dev server; see the justfile's `dev`.
const API_ORIGIN = 'http://127.0.0.1:8080';

// The plugin's own typings say `any`; it is an ordinary Vite plugin.
const wasmPlugin = (): Plugin => wasm() as Plugin;

export default defineConfig({
  plugins: [react(), wasmPlugin()],
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
