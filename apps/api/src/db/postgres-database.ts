import pg from 'pg';
import {
  assertChannelName,
  type Database,
  type NotificationListener,
  type Queryable,
} from './database';
import { DatabaseUnavailableError, isConnectionLost, unavailableIfLost } from './connection-lost';

/**
 * The name the shop's connections show in `pg_stat_activity` when the URL
 * (`application_name=`) or `PGAPPNAME` gives none, so that an operator can
 * tell them apart.
 */
export const APPLICATION_NAME = 'rewards-store';

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
      try {
        await client.query(`LISTEN "${channel}"`);
      } catch (error) {
        // Lost meanwhile: the reconnection listens on every channel of the map, this one included.
        if (!isConnectionLost(error)) throw error;
      }
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
    const client = new pg.Client({
      connectionString: this.connectionString,
      fallback_application_name: APPLICATION_NAME,
    });
    // Before anything can fail: an 'error' without a listener would end the process.
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('listening connection ended')));
    client.on('notification', (message) => {
      for (const listener of this.#listeners.get(message.channel) ?? []) {
        listener(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      for (const channel of this.#listeners.keys()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      // Ended before it listened: the caller retries with a new client.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      throw new Error('the database is closed');
    }
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
          if (this.#closed) return;
          this.onError(error);
          this.#retryDelay = Math.min(this.#retryDelay * 2, RECONNECT_MAX_MS);
          this.#retry();
        },
      );
    }, this.#retryDelay);
    this.#retryTimer.unref();
  }
}

/** At most this many statements are kept prepared on each connection; others are parsed each time. */
const MAX_PREPARED = 500;

/** Names given to statement texts, and texts that must stay unnamed. */
interface PreparedNames {
  nameOf(sql: string): string | undefined;
  /** Parsed each time from now on (its prepared form refused to run). */
  unname(sql: string): void;
}

/**
 * Names for the statements with parameters, so that each connection parses and
 * plans one once and then only binds and runs it (pg prepares a named
 * statement on a connection at its first use there): PostgreSQL's CPU for the
 * checkout's reads is about half that of unnamed statements. The shop's
 * statements are fixed texts; a text beyond the first `MAX_PREPARED` stays
 * unnamed, so statements built with varying text cannot fill the server's
 * memory.
 */
function preparedNames(): PreparedNames {
  const names = new Map<string, string | null>();
  let next = 0;
  return {
    nameOf(sql) {
      let name = names.get(sql);
      if (name === undefined && next < MAX_PREPARED) {
        name = `s${next++}`;
        names.set(sql, name);
      }
      return name ?? undefined;
    },
    unname(sql) {
      names.set(sql, null);
    },
  };
}

/**
 * PostgreSQL plans a prepared statement again by itself when a table it reads
 * changes, but refuses to run it when its columns changed (a `SELECT *` after
 * another instance's migration added a column): that statement then goes
 * unnamed (run again at once outside a transaction).
 */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

const asError = (value: unknown): Error =>
  value instanceof Error ? value : new Error(String(value));

/** A pool of connections to a PostgreSQL server. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new RangeError(`Unsafe schema name: ${options.schema}`);
  }
  if (options.schema !== undefined) {
    const admin = new pg.Client({
      connectionString: options.connectionString,
      fallback_application_name: APPLICATION_NAME,
    });
    // Its errors reach the query below; unheard, the event would end the process.
    admin.on('error', () => undefined);
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    fallback_application_name: APPLICATION_NAME,
    max: options.maxConnections ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
  /**
   * The first error of each client whose connection broke (the backend was
   * ended, the server restarted, the socket was cut). The pool removes the
   * listener it keeps on an idle client when it hands the client out, and a
   * transaction receives its client a microtask later: the listener added
   * here, when the client is made, stays for its whole life, so that an
   * 'error' arriving between the two (an ended backend's last message parsed
   * right after a query) is heard instead of ending the process.
   */
  const broken = new WeakMap<pg.ClientBase, Error>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!broken.has(client)) broken.set(client, error);
    });
  });
  // An idle client that loses its server is removed by the pool, which then emits this.
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
  const prepared = preparedNames();
  const asQueryable = (target: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      try {
        const values = [...params];
        const name = values.length === 0 ? undefined : prepared.nameOf(sql);
        if (name === undefined) return (await target.query(sql, values)).rows as Row[];
        try {
          return (await target.query({ name, text: sql, values })).rows as Row[];
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          prepared.unname(sql);
          // In a transaction the failure has aborted it: the caller's next attempt goes unnamed.
          if (target !== pool) throw error;
          return (await target.query(sql, values)).rows as Row[];
        }
      } catch (error) {
        throw unavailableIfLost(error);
      }
    },
    async exec(script: string) {
      try {
        // Without parameters, pg sends the simple protocol, which runs several statements.
        await target.query(script);
      } catch (error) {
        throw unavailableIfLost(error);
      }
    },
  });
  const self = asQueryable(pool);
  return {
    engine: 'postgres',
    ...self,
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailableIfLost(error);
      });
      // Whether the client goes back to the pool: not when its connection broke or its state is unknown.
      let discard: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        const lost = broken.get(client) ?? (isConnectionLost(error) ? error : undefined);
        if (lost === undefined) {
          // A statement failed: roll back, and drop a client that cannot even do that.
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            discard = asError(rollbackError);
          });
          throw error;
        }
        // The connection broke: PostgreSQL rolls back what the ended backend had not
        // committed, and the client is not reused.
        discard = asError(lost);
        throw isConnectionLost(error)
          ? unavailableIfLost(error)
          : new DatabaseUnavailableError(lost);
      } finally {
        client.release(discard ?? broken.get(client));
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
