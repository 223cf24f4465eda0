import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './vite.config';

/**
 * The API's GraphiQL explorer (`graphiql.html`), built on its own after the app into the same
 * `dist`: it shares no chunk with the app, so the app's first load is what it was, and the
 * API serves it from our origin with no script from a CDN.
 */
export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // GraphiQL with its editor is about 780 kB minified; only `GET /graphql` loads it.
    chunkSizeWarningLimit: 900,
    rollupOptions: { input: 'graphiql.html' },
  },
});
