import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of the library that need no browser (formatters, messages, theme).
// Components are tested through their stories, in Chromium, by apps/storybook.
export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'ui',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share their worker's modules: no module is mocked and no file changes what the
    // next one reads (docs/performance.md, "Unit files share their worker's modules").
    isolate: false,
  },
});
