/**
 * The one way the server talks to PostgreSQL, whichever engine runs it:
 * PGlite (embedded, the default) or a PostgreSQL server through a pool.
 * Both return `numeric` as text (which goes straight into decimal.js),
 * `jsonb` as parsed values and `timestamptz` as `Date`.
 */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back
   * when it throws. Money-moving writes go through here with row locks.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
