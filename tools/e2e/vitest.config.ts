import { defineConfig } from 'vitest/config';

/**
 * The real-browser journeys: one built server for the whole run (global setup),
 * Debian's Chromium (its headless shell) driven by playwright-core, two journey
 * files at a time, each with its own browser; the tests within a file run in
 * order. The files are independent: each signs up its own customers or buys as
 * a guest, the seeded member is used by `checkout` only, and the journeys that
 * need other settings (`session`, `maintenance`) start servers of their own.
 * A journey waits for the server, the network or a page to settle much of its
 * time, which the other file's journey uses (docs/performance.md, "Test time").
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A journey that fails once is a finding, not noise to retry away.
    retry: 0,
  },
});
