import type { Queryable } from '../db/database';
import { WINDOW_SECONDS, type Reservation, type WindowRule } from './throttle';

/** The tables of windowed counts: sign-in attempts, and recovery requests with the mails they send. */
export type WindowTable = 'login_attempt' | 'reset_request';

/** The entries of the row's last hour, as SQL over the row `t`. */
const RECENT = `SELECT a FROM unnest(t.attempts) AS a WHERE a > now() - make_interval(secs => $3)`;

/**
 * Counts per key in one row each: the timestamps of its entries in the last
 * hour. An entry is reserved before the work it counts, by one upsert whose
 * guard reads the row under its lock, so neither concurrent requests of one
 * process nor instances sharing the database can pass the limit together.
 */
export function createWindowCounter(db: Queryable, table: WindowTable) {
  return {
    async reserve(limit: WindowRule, key: string): Promise<Reservation> {
      const [row] = await db.query<{ token: string }>(
        `INSERT INTO ${table} AS t (scope, key, attempts, last_at)
         VALUES ($1, $2, ARRAY[now()], now())
         ON CONFLICT (scope, key) DO UPDATE
           SET attempts = array_append(ARRAY(${RECENT}), now()), last_at = now()
           WHERE (SELECT count(*) = 0
                    OR (count(*) < cardinality($4::int[])
                        AND (($4::int[])[count(*)::int + 1] = 0
                             OR max(a) + make_interval(secs => ($4::int[])[count(*)::int + 1]) <= now()))
                  FROM (${RECENT}) AS recent)
         RETURNING now()::text AS token`,
        [limit.scope, key, WINDOW_SECONDS, limit.delays],
      );
      if (row !== undefined) return { ok: true, token: row.token };
      return { ok: false, waitSeconds: await this.waitSeconds(limit, key) };
    },

    /** Seconds before the key may have another entry (0: now). */
    async waitSeconds(limit: WindowRule, key: string): Promise<number> {
      const [row] = await db.query<{ n: number; latest: number | null; oldest: number | null }>(
        `SELECT count(*)::int AS n,
                extract(epoch FROM now() - max(a))::float8 AS latest,
                extract(epoch FROM now() - min(a))::float8 AS oldest
           FROM ${table} AS t, LATERAL (${RECENT}) AS recent
          WHERE t.scope = $1 AND t.key = $2`,
        [limit.scope, key, WINDOW_SECONDS],
      );
      const n = row?.n ?? 0;
      if (n === 0) return 0;
      const wait =
        n >= limit.delays.length
          ? WINDOW_SECONDS - (row?.oldest ?? 0)
          : (limit.delays[n] ?? 0) - (row?.latest ?? 0);
      return Math.max(0, Math.ceil(wait));
    },

    /** Gives back one reserved entry (a right password is no failure). */
    async release(limit: WindowRule, key: string, token: string): Promise<void> {
      await db.query(
        `UPDATE ${table}
            SET attempts = attempts[:array_position(attempts, $3::timestamptz) - 1]
                        || attempts[array_position(attempts, $3::timestamptz) + 1:]
          WHERE scope = $1 AND key = $2 AND array_position(attempts, $3::timestamptz) IS NOT NULL`,
        [limit.scope, key, token],
      );
    },

    /** Forgets every entry of the key (a successful sign-in forgets its account's failures). */
    async clear(limit: WindowRule, key: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE scope = $1 AND key = $2`, [limit.scope, key]);
    },

    /** Deletes the keys with no entry in the last hour; answers how many. */
    async prune(): Promise<number> {
      const rows = await db.query<{ key: string }>(
        `DELETE FROM ${table} WHERE last_at <= now() - make_interval(secs => $1) RETURNING key`,
        [WINDOW_SECONDS],
      );
      return rows.length;
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
