import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The storefront: one small entry (router, layout, home) and a chunk per
 * route. `npm start` serves the build from the API server on one port; in
 * development `vite` proxies /backend to it.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/apps/storefront',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // tools/bench/bundle-size.mjs reads it to measure the first page's JavaScript.
    manifest: true,
  },
  server: {
    port: 4200,
    proxy: { '/backend': 'http://localhost:8080', '/images': 'http://localhost:8080' },
  },
});
