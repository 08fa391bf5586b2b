import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));

/** Debian's Chromium: test tools never download a browser. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  },
});

/**
 * Each project runs its own Vite server, so each must pre-bundle dependencies
 * into its own folder. Storybook's plugin gives every project of one Storybook
 * the same folder, and on a first run two optimisers writing there at once can
 * replace the files the other's browser is still importing ("Failed to fetch
 * dynamically imported module"). This plugin runs after it and overrides that.
 */
function ownDepsCache(name: string): Plugin {
  return {
    name: 'rewards:own-deps-cache',
    enforce: 'post',
    config: () => ({
      cacheDir: fileURLToPath(new URL(`node_modules/.vite/${name}`, import.meta.url)),
    }),
  };
}

/** Every story renders, passes its play function and axe, in English/light and Thai/dark. */
function project(name: string, locale: 'en' | 'th', theme: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir, initialGlobals: { locale, theme } }), ownDepsCache(name)],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The longest play functions type a whole form a key at a time: about 9 s on a quiet
    // machine, 13-15 s while the API tests share its two cores. A limit, not a speed check.
    testTimeout: 60_000,
    projects: [
      project('stories-en-light', 'en', 'light'),
      project('stories-th-dark', 'th', 'dark'),
    ],
  },
});
