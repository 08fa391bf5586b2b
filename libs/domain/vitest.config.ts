import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules: no module is mocked and no file changes what the
    // next one reads (docs/performance.md, "Unit files share their worker's modules").
    isolate: false,
    // Property tests run a hundred cases or more; while npm test runs every project
    // at once on two cores, one took past the 5 s default without being wrong.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/**/index.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 95, branches: 90, functions: 95, statements: 95 },
    },
  },
});
