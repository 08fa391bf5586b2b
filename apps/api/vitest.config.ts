import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';

/**
 * Files that time the server (a shutdown within 5 s, known and unknown e-mails
 * answered alike, sign-in throttling): they run one at a time, after the
 * others, with no other test file sharing the CPU.
 */
const TIMED = [
  'test/process.test.ts',
  'test/lifecycle.test.ts',
  'test/accounts/same-time.test.ts',
  'test/accounts/throttle-and-hash.test.ts',
];

/**
 * Files whose subject is not the database: units that never open one (pictures, documents,
 * the seed's data, the response cache, the contract's limits, the SQL scan), PGlite's own
 * memory, and the server's memory bounds and pictures, which hold the same on either
 * database. With `DATABASE_URL` set they run on PGlite only; every file that reads or writes
 * the shop's data runs on both (docs/performance.md, "Test time").
 */
const NOT_THE_DATABASE = [
  'test/accounts/mail-outbox.test.ts',
  'test/architecture/sql-in-repositories.test.ts',
  'test/checkout/error-keys.test.ts',
  'test/db/pglite-memory.test.ts',
  'test/docs-limits.test.ts',
  'test/documents/fonts.test.ts',
  'test/documents/render.test.ts',
  'test/documents/seller.test.ts',
  'test/http/bounded-memory.test.ts',
  'test/http/own-memory.test.ts',
  'test/http/page-cache-memory.test.ts',
  'test/http/request-path.test.ts',
  'test/http/response-cache.test.ts',
  'test/images/**/*.test.ts',
  'test/routes/images.test.ts',
  'test/routes/pictures-ahead.test.ts',
  'test/seed/seed-data.test.ts',
];

/**
 * The tests on one database: PGlite (`DATABASE_URL` empty: each file opens its
 * own in memory) or PostgreSQL (each file makes a schema of its own). The
 * timed files are a project of their own, run alone in a later group.
 */
function projects(name: string, url: string, group: number) {
  const base = { extends: true as const };
  const test = { env: { DATABASE_URL: url }, globalSetup: ['test/global-setup.ts'] };
  const exclude = url === '' ? TIMED : [...TIMED, ...NOT_THE_DATABASE];
  return [
    {
      ...base,
      // The files of a worker share its modules: each builds its own app (its own database,
      // caches and settings) and none mocks a module or changes the environment, so importing
      // the server once a worker instead of once a file only saves time (about half the
      // suite's, docs/performance.md "Test time").
      test: { ...test, name, include: ['test/**/*.test.ts'], exclude, isolate: false },
    },
    {
      ...base,
      test: {
        ...test,
        name: `${name}-timed`,
        include: TIMED,
        maxWorkers: 1,
        sequence: { groupOrder: group },
      },
    },
  ];
}

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
    environment: 'node',
    // Limits that catch a hang, not a time to meet: on a day the shared machine ran about three
    // times slower than usual, a test of every item in both languages took 30 s and one of ten
    // 1 MB attachments 44 s (both about 10 s on a quiet day).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // With DATABASE_URL set, one run holds both: the files on PGlite and on PostgreSQL
    // share the workers, so a file waiting on the server leaves the CPU to another.
    // Vitest's default (all cores but one) would be a single worker on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...projects('api', '', 1),
      ...(databaseUrl === '' ? [] : projects('api-postgres', databaseUrl, 2)),
    ],
  },
});
