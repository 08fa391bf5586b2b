import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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
 * Files that take long for their size (thousands of requests in a short file),
 * longest first: without timings of an earlier run (a clean checkout has none)
 * Vitest starts the larger files first, and these would start last, one worker
 * running one of them alone while the other has nothing left.
 */
const LONG = [
  'test/http/bounded-memory.test.ts',
  'test/routes/pictures-ahead.test.ts',
  'test/http/rate-limit.test.ts',
  'test/routes/images.test.ts',
];

/**
 * Vitest's order (larger or, with timings, longer files first), with two
 * changes within each group: the long files above come first, and the
 * projects' files alternate (one PGlite file, one PostgreSQL file) instead of
 * all of one database, then all of the other. A file on PGlite works the CPU
 * and one on PostgreSQL mostly waits for the server, so two workers each on
 * one of them share the two cores better than two on the same database.
 */
class Alternating extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONG.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? LONG.length : index;
    };
    const groups = new Map<number, Map<string, TestSpecification[]>>();
    for (const spec of await super.sort(files)) {
      const order = spec.project.config.sequence.groupOrder;
      const group = groups.get(order) ?? new Map<string, TestSpecification[]>();
      groups.set(order, group);
      group.set(spec.project.name, [...(group.get(spec.project.name) ?? []), spec]);
    }
    return [...groups.keys()]
      .sort((a, b) => a - b)
      .flatMap((order) => {
        // Array.prototype.sort is stable: the other files keep Vitest's order.
        const lists = [...(groups.get(order)?.values() ?? [])].map((list) =>
          [...list].sort((a, b) => rank(a) - rank(b)),
        );
        const longest = Math.max(...lists.map((list) => list.length));
        return Array.from({ length: longest }, (_, i) =>
          lists.flatMap((list) => list.slice(i, i + 1)),
        ).flat();
      });
  }
}

/**
 * The tests on one database: PGlite (`DATABASE_URL` empty: each file opens its
 * own in memory) or PostgreSQL (each file makes a schema of its own). The
 * timed files are a project of their own, run alone in a later group.
 */
function projects(name: string, url: string, group: number) {
  const base = { extends: true as const };
  const test = { env: { DATABASE_URL: url }, globalSetup: ['test/global-setup.ts'] };
  return [
    { ...base, test: { ...test, name, include: ['test/**/*.test.ts'], exclude: TIMED } },
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // With DATABASE_URL set, one run holds both: the files on PGlite and on PostgreSQL
    // share the workers, so a file waiting on the server leaves the CPU to another.
    // Vitest's default (all cores but one) would be a single worker on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: Alternating },
    projects: [
      ...projects('api', '', 1),
      ...(databaseUrl === '' ? [] : projects('api-postgres', databaseUrl, 2)),
    ],
  },
});
