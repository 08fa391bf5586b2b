import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when `DATABASE_URL` is set, else the embedded database in the data folder. */
export async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgresDatabase({
      connectionString: config.databaseUrl,
      // It reconnects by itself; the message says why caches were just cleared.
      onListenError: (error) => console.error('database: listening connection lost', error),
    });
  }
  if (config.dataDir !== undefined) mkdirSync(config.dataDir, { recursive: true });
  return openPgliteDatabase(config.dataDir);
}
