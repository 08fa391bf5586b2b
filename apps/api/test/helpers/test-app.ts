import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { CheckoutAdapters } from '../../src/checkout/checkout-plugin';
import { readServerConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';

/**
 * The database of a test file: PostgreSQL in a schema of its own when
 * `DATABASE_URL` is set (CI), else PGlite in memory. Same migrations, same seed.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL?.trim();
  if (url !== undefined && url !== '') {
    return openPostgresDatabase({
      connectionString: url,
      schema: `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      maxConnections: 4,
      dropSchemaOnClose: true,
    });
  }
  return openPgliteDatabase();
}

export interface TestAppOptions {
  /** Receives the log lines (logging is off without it). */
  readonly logStream?: { write(line: string): void };
  /** Adds routes of the test's own before the app is ready. */
  readonly beforeReady?: (app: FastifyInstance) => void;
  /** A data folder for what the server keeps on disk beside the database (the database stays in memory). */
  readonly dataDir?: string;
}

/**
 * A database of the test file's own, already migrated and seeded on PGlite
 * (from the run's seeded tarball); on PostgreSQL a fresh schema, which the
 * app migrates and seeds as it starts.
 */
async function openSeededTestDatabase(): Promise<Database> {
  const seeded = inject('seededPglite');
  if (seeded === undefined) return openTestDatabase();
  return openPgliteDatabase(undefined, new Blob([readFileSync(seeded)]));
}

/** The whole server on a fresh database, without listening: call it with `app.inject`. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
  checkout?: CheckoutAdapters,
): Promise<FastifyInstance> {
  const db = await openSeededTestDatabase();
  const config = readServerConfig({
    STATIC_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await buildApp({
    config: { ...config, dataDir: options.dataDir },
    db,
    ...(checkout === undefined ? {} : { checkout }),
    ...(options.logStream === undefined
      ? { logger: false }
      : { logger: true, logStream: options.logStream }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return app;
}
