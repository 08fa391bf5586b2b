import type { Queryable } from '../db/database';

/** What the health checks and metrics read from the database. */
export function createOperationsRepository(db: Queryable) {
  return {
    /** The versions of the migrations applied to this database. */
    async appliedMigrations(): Promise<readonly number[]> {
      const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
      return rows.map((row) => Number(row.version));
    },
    /** How many orders are in each state (PENDING, PAID, FAILED, CANCELLED, EXPIRED). */
    async ordersByStatus(): Promise<readonly { status: string; count: number }[]> {
      const rows = await db.query<{ status: string; count: number }>(
        'SELECT status, count(*)::int AS count FROM orders GROUP BY status',
      );
      return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;
