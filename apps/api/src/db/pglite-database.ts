import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * PostgreSQL compiled to WebAssembly, in this process: a newcomer needs no
 * database server. `dataDir` keeps the data on disk; without it, memory only.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const asQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  });
  return {
    engine: 'pglite',
    ...asQueryable(db),
    transaction: (work) => db.transaction((tx) => work(asQueryable(tx))),
    close: () => db.close(),
  };
}
