import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'messages',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules (docs/performance.md, "Unit files share their
    // worker's modules").
    isolate: false,
  },
});
