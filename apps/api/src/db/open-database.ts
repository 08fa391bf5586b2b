import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when `DATABASE_URL` is set, else the embedded database in the data folder. */
export async function openDatabase(config: ServerConfig): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    return openPostgresDatabase({ connectionString: config.databaseUrl });
  }
  if (config.dataDir !== undefined) mkdirSync(config.dataDir, { recursive: true });
  return openPgliteDatabase(config.dataDir);
}
