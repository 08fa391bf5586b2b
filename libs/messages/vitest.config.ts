import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: { name: 'messages', include: ['src/**/*.test.ts'], environment: 'node' },
});
