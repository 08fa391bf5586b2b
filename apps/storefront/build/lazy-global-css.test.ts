import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSystem as eagerCreateSystem } from '@chakra-ui/react';
import { config } from '@rewards/ui';
import { lazyChakraGlobalCss } from './lazy-global-css';

const require = createRequire(import.meta.url);
const systemFile = join(
  dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

describe("Chakra's global CSS, built on first read", () => {
  it('gives the same system, its global CSS only once it is read', async () => {
    // Beside Chakra's own file, so that its relative imports resolve.
    const probe = systemFile.replace(/system\.js$/, `system.lazy-probe-${process.pid}.js`);
    writeFileSync(probe, lazyChakraGlobalCss(readFileSync(systemFile, 'utf8')));
    try {
      const { createSystem } = (await import(/* @vite-ignore */ pathToFileURL(probe).href)) as {
        createSystem: typeof eagerCreateSystem;
      };
      const lazy = createSystem(config);
      expect(Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBeTypeOf('function');
      const eager = eagerCreateSystem(config);
      expect(lazy._global).toEqual(eager._global);
      expect(lazy._global).toBe(lazy._global);
      expect(lazy.token('colors.red.500')).toBe(eager.token('colors.red.500'));
    } finally {
      rmSync(probe, { force: true });
    }
  });

  it('fails the build when Chakra no longer reads as expected', () => {
    expect(() => lazyChakraGlobalCss('export function createSystem() {}')).toThrow(
      /review build\/lazy-global-css\.ts/,
    );
  });
});
