import { defineConfig } from 'vitest/config';

// Models are tested without a DOM: fork({ handlers }) + allSettled.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules: no module is mocked and no file changes what the
    // next one reads (docs/performance.md, "Unit files share their worker's modules").
    isolate: false,
    // A file that defines a build-time constant (vi.stubGlobal) leaves no trace for the next.
    unstubGlobals: true,
  },
});
