import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '@rewards/messages';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
  isConnectionLost,
} from '../../src/db/connection-lost';
import type { Database } from '../../src/db/database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { buildTestApp } from '../helpers/test-app';

const url = process.env.DATABASE_URL?.trim() ?? '';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it('is told apart from a statement that failed', () => {
    for (const lost of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('terminating connection due to crash of another server process', '57P02'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DatabaseUnavailableError(new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isConnectionLost(lost), lost.message).toBe(true);
    }
    for (const failed of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('could not serialize access', '40001'),
      withCode('syntax error at or near "SELEC"', '42601'),
      new Error('Connection'),
      'Connection terminated unexpectedly',
      undefined,
    ]) {
      expect(isConnectionLost(failed), String(failed)).toBe(false);
    }
  });

  it('is answered 503 in the catalogue shape with a Retry-After', async () => {
    const app = await buildTestApp(
      {},
      {
        beforeReady: (built) =>
          built.get('/backend/api/test-database-lost', () => {
            throw new DatabaseUnavailableError(
              withCode('terminating connection due to administrator command', '57P01'),
            );
          }),
      },
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/backend/api/test-database-lost' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        errorKey: 'E503',
        title: formatMessage('error.E503', 'en'),
        thaiTitle: formatMessage('error.E503', 'th'),
        status: 503,
      });
    } finally {
      await app.close();
    }
  });
});

// PGlite lives in this process: it has no backend to end.
describe.runIf(url !== '')(
  'the PostgreSQL adapter when a backend is ended (needs DATABASE_URL: PGlite has no backends)',
  () => {
    const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const applicationName = `rewards-store-${schema}`;
    const uncaught = vi.fn();
    let db: Database;
    let admin: pg.Client;

    const terminate = async (pid: number) => {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      // Ended once the backend is gone from the server's list.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const rows = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
        if (rows.rowCount === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`backend ${pid} still there`);
    };
    /** The backend of this pool running `sql`, once it runs. */
    const activePid = async (sql: string) => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const rows = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE application_name = $1 AND query = $2 AND state = 'active'`,
          [applicationName, sql],
        );
        if (rows.rows[0] !== undefined) return rows.rows[0].pid;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`nobody runs ${sql}`);
    };
    const backendPid = async (via: Pick<Database, 'query'>) =>
      (await via.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid as number;
    /** What `promise` rejected with (a handler from the start: it may reject while the test waits). */
    const rejection = (promise: Promise<unknown>): Promise<unknown> =>
      promise.then(
        () => new Error('resolved instead of rejecting'),
        (error: unknown) => error,
      );
    const notes = async () =>
      (await db.query<{ note: string }>('SELECT note FROM probe ORDER BY note')).map(
        (row) => row.note,
      );

    beforeAll(async () => {
      process.on('uncaughtException', uncaught);
      admin = new pg.Client({ connectionString: url });
      admin.on('error', () => undefined);
      await admin.connect();
      db = await openPostgresDatabase({
        connectionString: `${url}${url.includes('?') ? '&' : '?'}application_name=${applicationName}`,
        schema,
        maxConnections: 6,
        dropSchemaOnClose: true,
      });
      await db.exec('CREATE TABLE probe (note text PRIMARY KEY)');
    });
    afterEach(async () => {
      // Whatever the pool holds afterwards answers, and nothing escaped as an uncaught exception.
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(uncaught).not.toHaveBeenCalled();
      await db.exec('TRUNCATE probe');
    });
    afterAll(async () => {
      process.off('uncaughtException', uncaught);
      await db?.close();
      await admin?.end();
    });

    it('an idle pooled client ended: no uncaught exception, the next query gets a new connection', async () => {
      const pid = await backendPid(db);
      await terminate(pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await backendPid(db)).not.toBe(pid);
    });

    it('a query outside a transaction whose backend is ended rejects with the 503 error', async () => {
      const running = rejection(db.query('SELECT pg_sleep(30)'));
      const pid = await activePid('SELECT pg_sleep(30)');
      await terminate(pid);
      const error = await running;
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(error).toMatchObject({ statusCode: 503, cause: { code: '57P01' } });
    });

    it('a client ended between the statements of a transaction: the transaction rejects with the 503 error and nothing of it stays', async () => {
      const error = await rejection(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO probe (note) VALUES ('half')");
          await terminate(await backendPid(tx));
          // The ending reaches the client while no statement runs (idle in transaction).
          await new Promise((resolve) => setTimeout(resolve, 100));
          await tx.query("INSERT INTO probe (note) VALUES ('rest')");
        }),
      );
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(error).toMatchObject({ statusCode: 503 });
      expect(await notes()).toEqual([]);
    });

    it('a client ended during a statement of a transaction: the transaction rejects with the 503 error', async () => {
      const failed = rejection(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO probe (note) VALUES ('half')");
          await tx.query('SELECT pg_sleep(29)');
        }),
      );
      await terminate(await activePid('SELECT pg_sleep(29)'));
      expect(await failed).toBeInstanceOf(DatabaseUnavailableError);
      expect(await failed).toMatchObject({ statusCode: 503, cause: { code: '57P01' } });
      expect(await notes()).toEqual([]);
    });

    it('queries and transactions sharing the pool while its backends are ended every 50 ms: only 503 errors, no uncaught exception, no half transaction', async () => {
      let storming = true;
      const killer = (async () => {
        while (storming) {
          await admin.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
            [applicationName],
          );
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const errors: unknown[] = [];
      let committed = 0;
      const until = Date.now() + 3000;
      // A query's client goes back to the pool while its socket's data is still being read,
      // straight to a transaction waiting for one: the ending read next must find a listener.
      await Promise.all(
        Array.from({ length: 24 }, async (_, worker) => {
          for (let round = 0; Date.now() < until; round += 1) {
            try {
              if (worker % 2 === 0) {
                await db.query('SELECT pg_sleep(0.005), $1::int AS n', [round]);
              } else {
                await db.transaction(async (tx) => {
                  await tx.query('INSERT INTO probe (note) VALUES ($1)', [`${worker}-${round}-a`]);
                  await tx.query('SELECT pg_sleep(0.003)');
                  await tx.query('INSERT INTO probe (note) VALUES ($1)', [`${worker}-${round}-b`]);
                });
                committed += 1;
              }
            } catch (error) {
              errors.push(error);
            }
          }
        }),
      );
      storming = false;
      await killer;
      // Let the clients of the last round hear that their backends ended.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error).toBeInstanceOf(DatabaseUnavailableError);
      // Both rows of a transaction, or neither (a commit whose answer was lost may have landed).
      const stored = await notes();
      const halves = new Map<string, number>();
      for (const note of stored) {
        const key = note.slice(0, -2);
        halves.set(key, (halves.get(key) ?? 0) + 1);
      }
      expect([...halves.values()].every((count) => count === 2)).toBe(true);
      expect(halves.size).toBeGreaterThanOrEqual(committed);
    }, 30_000);
  },
);
