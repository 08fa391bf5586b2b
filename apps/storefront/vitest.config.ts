import { defineConfig } from 'vitest/config';

// Models are tested without a DOM: fork({ handlers }) + allSettled.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
