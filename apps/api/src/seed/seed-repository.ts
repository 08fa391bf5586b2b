import type { Queryable } from '../db/database';

/** The key of the seeding lock: two instances starting on an empty database seed it once. */
const SEED_LOCK_KEY = 746_2027;

/** PostgreSQL takes at most 65,535 parameters in a statement; stay well below. */
const PARAMETERS_PER_STATEMENT = 10_000;

/** Table and column names go into SQL as they are, so only plain identifiers are accepted. */
function assertIdentifier(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new RangeError(`Not a plain identifier: ${name}`);
  }
}

/** The writes of the demo data into an empty shop, over `tx` (the seeding transaction). */
export function createSeedRepository(tx: Queryable) {
  return {
    /** Waits for, and holds until the transaction ends, the lock only one seeding holds. */
    async lock(): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    },

    /** Whether the catalogue has any item (then the shop is not empty). */
    async hasItems(): Promise<boolean> {
      const [row] = await tx.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM item) AS found',
      );
      return row?.found === true;
    },

    /**
     * Inserts `rows` (values in the order of `columns`) into `table`, in as few
     * statements as the parameter limit allows.
     */
    async insertRows(
      table: string,
      columns: readonly string[],
      rows: readonly (readonly unknown[])[],
    ): Promise<void> {
      for (const name of [table, ...columns]) assertIdentifier(name);
      const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values = chunk.map(
          (_, row) =>
            `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
        );
        await tx.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
          chunk.flat(),
        );
      }
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
