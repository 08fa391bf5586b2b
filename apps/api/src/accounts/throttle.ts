import type { Queryable } from '../db/database';

/** At most this many failures an hour per account. */
export const MAX_FAILURES_PER_HOUR = 100;

/**
 * How long an account must wait after `failures` recent failures: nothing for
 * the first 5, then a delay doubling from 1 s up to 15 minutes, and a full stop
 * at the hourly limit.
 */
export function failureDelaySeconds(failures: number): number {
  if (failures >= MAX_FAILURES_PER_HOUR) return 3600;
  if (failures < 5) return 0;
  return Math.min(900, 2 ** (failures - 5));
}

/** Failures kept in the database, so every instance counts the same ones. */
export function createFailureLog(db: Queryable) {
  return {
    /** Seconds the account must still wait before another attempt (0: go ahead). */
    async waitSeconds(account: string): Promise<number> {
      const [row] = await db.query<{ failures: number; last: Date | null }>(
        `SELECT count(*)::int AS failures, max(failed_at) AS last FROM login_failure
          WHERE account = $1 AND failed_at > now() - interval '1 hour'`,
        [account],
      );
      const failures = row?.failures ?? 0;
      if (failures === 0 || row?.last == null) return 0;
      const delay = failureDelaySeconds(failures);
      if (failures >= MAX_FAILURES_PER_HOUR) return delay;
      const elapsed = (Date.now() - row.last.getTime()) / 1000;
      return Math.max(0, Math.ceil(delay - elapsed));
    },
    async record(account: string): Promise<void> {
      await db.query('INSERT INTO login_failure (account) VALUES ($1)', [account]);
    },
    /** A successful sign-in forgets the account's failures. */
    async clear(account: string): Promise<void> {
      await db.query('DELETE FROM login_failure WHERE account = $1', [account]);
    },
  };
}

export type FailureLog = ReturnType<typeof createFailureLog>;
