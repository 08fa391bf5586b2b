import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  readonly connectionString: string;
  /** A schema of its own (created when missing), for tests that share one server. */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Drops the schema when the database is closed (a test's throw-away schema). */
  readonly dropSchemaOnClose?: boolean;
}

/** A pool of connections to a PostgreSQL server. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new RangeError(`Unsafe schema name: ${options.schema}`);
  }
  if (options.schema !== undefined) {
    const admin = new pg.Client({ connectionString: options.connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
  const asQueryable = (target: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      // Without parameters, pg sends the simple protocol, which runs several statements.
      await target.query(script);
    },
  });
  return {
    engine: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (options.dropSchemaOnClose === true && options.schema !== undefined) {
        await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`);
      }
      await pool.end();
    },
  };
}
