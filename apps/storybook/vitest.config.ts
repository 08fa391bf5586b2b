import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// The config's own module with its extension, as Node's (and Vite's coming native) loader needs.
import { BaselineCompressor } from './visual/baselines.ts';
import { VisualReport } from './visual/report.ts';

const configDir = fileURLToPath(new URL('.storybook', import.meta.url));
/** The committed pictures: `<stories file>/<story>.<project>.png`. */
const baselines = fileURLToPath(new URL('baselines', import.meta.url));
/** The designer's report of what changed, and the pictures it shows. */
const visualReport = fileURLToPath(new URL('../../dist/storybook-visual', import.meta.url));

/** A story's picture as `<stories file>/<story>.<project><suffix>.png` under `folder`. */
function storyPicture(folder: string, project: string, suffix: (arg: string) => string) {
  return (data: { testFileName: string; testName: string; arg: string; ext: string }) =>
    join(
      folder,
      basename(data.testFileName, '.stories.tsx'),
      `${data.testName}.${project}${suffix(data.arg)}${data.ext}`,
    );
}

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
      // Compares each story's picture with its baseline after it has played (visual/screenshot.ts).
      setupFiles: ['./visual/screenshot.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch' as const,
            // Text's antialiasing moves a few pixels between runs and machines of one kind: up to
            // 0.5% of a picture's pixels may differ (a changed word or colour is more than that).
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            resolveScreenshotPath: storyPicture(baselines, name, () => ''),
            // `arg` ends in -reference, -actual or -diff.
            resolveDiffPath: storyPicture(visualReport, name, (arg) =>
              arg.slice(arg.lastIndexOf('-')),
            ),
          },
        },
      },
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // The longest play functions type a whole form a key at a time: about 9 s on a quiet
    // machine, 13-15 s while the API tests share its two cores, 31 s on a day the machine ran
    // about three times slower. A limit that catches a hang, not a speed check.
    testTimeout: 120_000,
    // The story files of a project share one page and its modules (React, Chakra, the design
    // system, the stories' setup) instead of loading them again in a fresh frame per file:
    // each story mounts its own tree, in its own provider, and loads the shop's fonts before
    // it renders (.storybook/preview.tsx), so a picture does not depend on the file before it
    // (docs/performance.md, "Stories in one page a project").
    isolate: false,
    // Where Vitest keeps its copies of a failed comparison's pictures: beside the report.
    attachmentsDir: join(visualReport, 'attachments'),
    // A picture that differs from its baseline (or has none) is shown in
    // dist/storybook-visual/index.html; the baselines a run writes are compressed.
    reporters: ['default', new VisualReport(visualReport), new BaselineCompressor(baselines)],
    projects: [
      project('stories-en-light', 'en', 'light'),
      project('stories-th-dark', 'th', 'dark'),
    ],
  },
});
