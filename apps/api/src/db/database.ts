/**
 * The one way the server talks to PostgreSQL, whichever engine runs it:
 * PGlite (embedded, the default) or a PostgreSQL server through a pool.
 * Both return `numeric` as text (which goes straight into decimal.js),
 * `jsonb` as parsed values, arrays as arrays and `timestamptz` as `Date`.
 */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (a migration). */
  exec(script: string): Promise<void>;
}

/**
 * Called for each notification on a channel, with its payload; called with
 * `undefined` when listening resumed after the connection was lost, since
 * notifications sent meanwhile are gone and the listener must assume the worst.
 */
export type NotificationListener = (payload: string | undefined) => void;

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back
   * when it throws. Money-moving writes go through here with row locks.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Sends `payload` on `channel` to every listener of every instance sharing
   * this database. Sent through `via` (a transaction), it leaves only when that
   * transaction commits, and not at all when it rolls back.
   */
  notify(channel: string, payload: string, via?: Queryable): Promise<void>;
  /** Listens on `channel`; resolves with a function that stops listening. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Bytes the engine holds in this process: PGlite's WebAssembly memory, which
   * grows and never shrinks. Absent for a database server.
   */
  readonly memoryBytes?: () => number;
}

/** Channel names are identifiers the adapters put in SQL, so only plain ones are accepted. */
export function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(channel)) {
    throw new RangeError(`Not a plain channel name: ${channel}`);
  }
}
