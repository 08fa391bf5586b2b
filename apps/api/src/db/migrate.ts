import type { Database } from './database';

/** One numbered SQL migration, e.g. `{ version: 1, name: '0001_catalogue', sql }`. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Any number that two deployments of this shop agree on: the key of the migration lock. */
const MIGRATION_LOCK_KEY = 746_2026;

/**
 * Applies the migrations not yet applied, in order, each in its own
 * transaction, under an advisory lock so that several instances starting
 * together apply each migration once. Returns the names applied now.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  // Under the lock too: two instances creating the table at once collide in PostgreSQL's
  // catalogue (a duplicate key of pg_type), IF NOT EXISTS notwithstanding.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of ordered) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const existing = await tx.query<{ version: number }>(
        'SELECT version FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      if (existing.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
