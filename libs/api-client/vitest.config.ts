import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
  },
  test: {
    name: 'api-client',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules: no module is mocked and no file changes what the
    // next one reads (docs/performance.md, "Unit files share their worker's modules").
    isolate: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
  },
});
