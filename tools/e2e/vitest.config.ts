import { defineConfig } from 'vitest/config';

/**
 * The real-browser journeys: one built server for the whole run (global setup),
 * Debian's Chromium driven by playwright-core (one per journey file), two
 * journey files at a time against that server. Much of a journey is waiting
 * (for the server, the network, a page to settle), so a second file uses the
 * cores the first leaves idle. The files are independent: each signs up its
 * own customers or buys as a guest, the one seeded customer (checkout) is used
 * by one file only, and the journeys that need other settings or maintenance
 * start a server of their own (session, maintenance); no journey changes a
 * setting, a price or an item another reads. The tests within a file run in
 * order, as before.
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
