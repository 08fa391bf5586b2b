import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertChannelName, type Database, type Queryable } from './database';
import { pglitePrepared } from './pglite-prepared';

/**
 * PostgreSQL compiled to WebAssembly, in this process: a newcomer needs no
 * database server. `dataDir` keeps the data on disk; without it, memory only.
 * PGlite delivers NOTIFY to its own listeners, so the same cache invalidation
 * code runs on both engines.
 */
export interface PgliteDatabase extends Database {
  /** The whole data folder as an uncompressed tarball, for `openPgliteDatabase`'s `from`. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * The size of PGlite's WebAssembly memory: its Emscripten module's `wasmMemory`
 * (not part of PGlite's typed interface). It only grows: WebAssembly memory
 * cannot give pages back.
 */
function wasmMemoryBytes(db: PGlite): number {
  const module = (db as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } }).mod;
  return module?.wasmMemory?.buffer.byteLength ?? 0;
}

/**
 * PostgreSQL's buffer pool inside PGlite's WebAssembly memory. PGlite keeps
 * PostgreSQL's 128 MB, which is set to zero at start and so is resident from
 * the first second, and WebAssembly memory is never given back. The shop's
 * whole database is about 25 MB and the files under it stay in the system's
 * file cache, so 16 MB holds the hot pages: the process starts about 120 MB
 * smaller.
 */
const SHARED_BUFFERS = '16MB';

/**
 * `from` starts the database from a `dumpDataDir` tarball instead of an empty
 * cluster (no initdb: about a second instead of three or four).
 */
export async function openPgliteDatabase(dataDir?: string, from?: Blob): Promise<PgliteDatabase> {
  const db = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(from === undefined ? {} : { loadDataDir: from }),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  const prepared = pglitePrepared(db);
  /** `tx`: the transaction's, which holds PGlite's transaction lock while open. */
  const asQueryable = (target: Pick<PGlite, 'query' | 'exec'>, tx?: Transaction): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      // A closed transaction's own `query` throws; the named path is not taken for it.
      const rows =
        tx?.closed === true ? undefined : await prepared.query<Row>(sql, params, tx !== undefined);
      if (rows !== undefined) return rows;
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await target.exec(script);
    },
  });
  const self = asQueryable(db);
  return {
    engine: 'pglite',
    ...self,
    transaction: (work) => db.transaction((tx) => work(asQueryable(tx, tx))),
    async notify(channel, payload, via = self) {
      assertChannelName(channel);
      await via.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, listener) {
      assertChannelName(channel);
      const stop = await db.listen(channel, (payload) => listener(payload));
      return async () => {
        if (!db.closed) await stop();
      };
    },
    memoryBytes: () => wasmMemoryBytes(db),
    dumpDataDir: () => db.dumpDataDir('none'),
    close: () => db.close(),
  };
}
