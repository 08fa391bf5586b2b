import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/**
 * PostgreSQL when `DATABASE_URL` is set (any number of instances may share
 * it), else the embedded database in the data folder, locked to this process.
 * @throws DataDirLockedError when another live process holds the data folder.
 */
export async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgresDatabase({
      connectionString: config.databaseUrl,
      // It reconnects by itself; the message says why caches were just cleared.
      onListenError: (error) =>
        console.error(
          `database: listening connection lost, reconnecting (${error instanceof Error ? error.message : String(error)})`,
        ),
    });
  }
  if (config.dataDir === undefined) return openPgliteDatabase();
  mkdirSync(config.dataDir, { recursive: true });
  // PGlite has no server to arbitrate between processes: one process per folder.
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPgliteDatabase(config.dataDir);
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
