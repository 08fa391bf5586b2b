import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledMessages } from './build/precompiled-messages';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * The storefront: one small entry (router, layout, home) and a chunk per
 * route. `npm start` serves the build from the API server on one port; in
 * development `vite` proxies /backend to it.
 */
export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(
      fileURLToPath(new URL('../../libs/messages/src/index.ts', import.meta.url)),
      fileURLToPath(new URL('../../libs/messages/src', import.meta.url)),
    ),
  ],
  // The version page shows them.
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    tsconfigPaths: true,
    // Messages arrive pre-parsed (see build/precompiled-messages.ts): the ICU parser is not shipped.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
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
