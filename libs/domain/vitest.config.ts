import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**', 'src/**/index.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 95, branches: 90, functions: 95, statements: 95 },
    },
  },
});
