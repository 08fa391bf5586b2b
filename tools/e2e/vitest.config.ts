import { defineConfig } from 'vitest/config';

/**
 * The real-browser journeys: one built server for the whole run (global setup),
 * Debian's Chromium driven by playwright-core, one journey file at a time
 * (two cores: the server, the browser and the runner share them). The files
 * are independent (each signs up its own customers or buys as a guest), so two
 * at a time is possible; it is not on until it has passed on a quiet machine
 * (docs/performance.md, "Test time").
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A journey that fails once is a finding, not noise to retry away.
    retry: 0,
  },
});
