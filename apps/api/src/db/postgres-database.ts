import pg from 'pg';
import {
  assertChannelName,
  type Database,
  type NotificationListener,
  type Queryable,
} from './database';

export interface PostgresOptions {
  readonly connectionString: string;
  /** A schema of its own (created when missing), for tests that share one server. */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Drops the schema when the database is closed (a test's throw-away schema). */
  readonly dropSchemaOnClose?: boolean;
  /** Called when the listening connection fails; it reconnects by itself. */
  readonly onListenError?: (error: unknown) => void;
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be
 * handed to other queries). One client carries every channel; when it breaks
 * it reconnects with a growing delay and tells each listener that
 * notifications may have been missed.
 */
class ListenConnection {
  readonly #listeners = new Map<string, Set<NotificationListener>>();
  #client: pg.Client | undefined;
  #connecting: Promise<pg.Client> | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #retryDelay = RECONNECT_FIRST_MS;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async add(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    const client = await this.#connected();
    let set = this.#listeners.get(channel);
    if (set === undefined) {
      set = new Set();
      this.#listeners.set(channel, set);
      await client.query(`LISTEN "${channel}"`);
    }
    set.add(listener);
    return async () => {
      const current = this.#listeners.get(channel);
      if (current === undefined || !current.delete(listener) || current.size > 0) return;
      this.#listeners.delete(channel);
      await this.#client?.query(`UNLISTEN "${channel}"`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  #connected(): Promise<pg.Client> {
    if (this.#client !== undefined) return Promise.resolve(this.#client);
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const listener of this.#listeners.get(message.channel) ?? []) {
        listener(message.payload ?? '');
      }
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('listening connection ended')));
    await client.connect();
    for (const channel of this.#listeners.keys()) await client.query(`LISTEN "${channel}"`);
    this.#client = client;
    this.#retryDelay = RECONNECT_FIRST_MS;
    return client;
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#closed || this.#client !== client) return;
    this.#client = undefined;
    this.onError(error);
    void client.end().catch(() => undefined);
    this.#retry();
  }

  #retry(): void {
    if (this.#closed || this.#retryTimer !== undefined) return;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connected().then(
        () => {
          for (const set of this.#listeners.values())
            for (const listener of set) listener(undefined);
        },
        (error: unknown) => {
          this.onError(error);
          this.#retryDelay = Math.min(this.#retryDelay * 2, RECONNECT_MAX_MS);
          this.#retry();
        },
      );
    }, this.#retryDelay);
    this.#retryTimer.unref();
  }
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
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const listening = new ListenConnection(
    options.connectionString,
    options.onListenError ?? (() => undefined),
  );
  // Channels are database-wide: a schema of its own gets channels of its own too.
  const channelName = (channel: string) => {
    assertChannelName(channel);
    return options.schema === undefined ? channel : `${options.schema}__${channel}`;
  };
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
  const self = asQueryable(pool);
  return {
    engine: 'postgres',
    ...self,
    async transaction(work) {
      const client = await pool.connect();
      // A connection lost while checked out (the server restarted, the backend was
      // terminated) emits 'error' on its client: without a listener that would be an
      // uncaught exception. The transaction fails instead, and the client is discarded.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a lost connection the server has already rolled back; the original error is the one to tell.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    },
    async notify(channel, payload, via = self) {
      await via.query('SELECT pg_notify($1, $2)', [channelName(channel), payload]);
    },
    async listen(channel, listener) {
      return listening.add(channelName(channel), listener);
    },
    async close() {
      await listening.close();
      if (options.dropSchemaOnClose === true && options.schema !== undefined) {
        await pool.query(`DROP SCHEMA IF EXISTS ${options.schema} CASCADE`);
      }
      await pool.end();
    },
  };
}
