import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    {
      // Migrations are imported as text, as the production build does.
      name: 'sql-as-text',
      transform(code, id) {
        return id.endsWith('.sql')
          ? { code: `export default ${JSON.stringify(code)};`, map: null }
          : null;
      },
    },
  ],
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database (PGlite in memory, or a schema of its own on PostgreSQL).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
