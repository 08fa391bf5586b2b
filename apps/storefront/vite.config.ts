import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The config's own modules are imported with their extension, as Node's loader needs: without it
// each build warned that Vite's coming native config loader could not read this file.
import { lazyGlobalCss } from './build/lazy-global-css.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { precompress } from './build/precompress.ts';
import { fewerChunks, isDefaultChunksPass } from './build/start-chunks.ts';
import { unhintedFonts } from './build/unhinted-fonts.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * Rolldown's report of slow plugins is left out: it measures the machine's load as much as the
 * plugins (on a busy machine every build printed one), and says nothing to someone starting the
 * shop. Profiling a build turns it back on.
 */
const quietChecks = { bundlerTimings: false };

/** The browser's files; the server renderer's build adds its fonts there (build/unhinted-fonts.ts). */
const CLIENT_OUT_DIR = fileURLToPath(new URL('../../dist/apps/storefront', import.meta.url));

/** The start in one chunk per start-up step, small shared chunks together (build/start-chunks.ts). */
const chunks = fewerChunks(
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL('./src/pages/home/index.ts', import.meta.url)),
);

/**
 * The storefront, built twice from the same sources:
 * - the client (`vite build`): a small entry and a chunk per route, into
 *   dist/apps/storefront, served by the API server with long-lived caching;
 * - the server renderer (`vite build --ssr src/entry-server.tsx`), into
 *   dist/apps/storefront-ssr, which the API server imports to render each page.
 * effector's Babel plugin gives every unit a stable sid in both builds, so a
 * scope serialized by the server is read by the client store by store.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // A build prints its warnings and errors only, not the list of its files: `npm start` ends with
  // the server's address. The sizes that matter are checked by tools/bench/bundle-size.mjs.
  logLevel: command === 'build' ? 'warn' : 'info',
  plugins: [
    babel({
      include: /apps[\\/]storefront[\\/]src[\\/].*\.tsx?$/,
      plugins: [['effector/babel-plugin', { reactSsr: false, addNames: false, addLoc: false }]],
    }),
    react(),
    precompiledMessages(
      fileURLToPath(new URL('../../libs/messages/src/index.ts', import.meta.url)),
      fileURLToPath(new URL('../../libs/messages/src', import.meta.url)),
    ),
    // Not for the client built in memory for its chunks: it compresses what is on disk.
    isDefaultChunksPass() ? null : precompress(),
    lazyGlobalCss(),
    unhintedFonts(CLIENT_OUT_DIR),
    chunks.plugin,
  ],
  // The version page shows them; both builds take the build's time from the one command that runs them.
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_TIME__: JSON.stringify(process.env.SHOP_BUILD_TIME ?? new Date().toISOString()),
  },
  resolve: {
    tsconfigPaths: true,
    // Messages arrive pre-parsed (see build/precompiled-messages.ts): the ICU parser is not shipped,
    // nor is react-intl's formatter.
    alias: [
      // The part of react-intl the shop uses, for its compiled messages (src/shared/intl/lite-intl.tsx).
      {
        find: /^react-intl$/,
        replacement: fileURLToPath(new URL('./src/shared/intl/lite-intl.tsx', import.meta.url)),
      },
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      // react-router exports only its development build, with its warnings; the browser gets
      // the production one (the server renderer loads the package as published).
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/react-router/dist/production/index.mjs',
                  import.meta.url,
                ),
              ),
            },
          ]),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: '../../dist/apps/storefront-ssr',
        emptyOutDir: true,
        target: 'node24',
        sourcemap: true,
        reportCompressedSize: false,
        rolldownOptions: {
          output: { format: 'es', entryFileNames: '[name].js' },
          checks: quietChecks,
        },
      }
    : {
        outDir: CLIENT_OUT_DIR,
        emptyOutDir: true,
        target: 'es2022',
        // Kept as build files for debugging; the server never serves them.
        sourcemap: 'hidden',
        reportCompressedSize: false,
        // The server reads it for the entry's script and preloads; tools/bench/bundle-size.mjs for sizes.
        manifest: true,
        rolldownOptions: {
          checks: quietChecks,
          // Each group's chunks import only the start and each other: nothing to take along.
          output: {
            codeSplitting: { includeDependenciesRecursively: false, groups: [chunks.group] },
          },
        },
      },
  ssr: {
    // The workspace's libraries and the design system's packages are compiled into the renderer:
    // loaded as published, Chakra UI is 495 modules (84 MB resident, 25 MB of live heap), of
    // which the shop uses a part. Other packages load from node_modules; React, react-dom and
    // emotion must, to stay one instance each.
    noExternal: [/^@rewards\//, /^@chakra-ui\//, /^@ark-ui\//, /^@zag-js\//, /^@pandacss\//],
  },
  server: {
    port: 4200,
    proxy: { '/backend': 'http://localhost:8080', '/images': 'http://localhost:8080' },
  },
}));
