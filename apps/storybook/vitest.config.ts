import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
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

/** Every story renders, passes its play function and axe, in English/light and Thai/dark. */
function project(name: string, locale: 'en' | 'th', theme: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir, initialGlobals: { locale, theme } })],
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
    projects: [
      project('stories-en-light', 'en', 'light'),
      project('stories-th-dark', 'th', 'dark'),
    ],
  },
});
