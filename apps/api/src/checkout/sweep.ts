import type { Database, Queryable } from '../db/database';
import { RELEASABLE_COLUMNS, releasableOf, releaseOrder } from './release-order';
import type { RewardsLedger } from './rewards-ledger';

/** The key of the sweep's lock: one instance sweeps at a time, the others skip. */
const SWEEP_LOCK_KEY = 746_2029;

/** Quotes are kept a day past their expiry (for support), then deleted. */
const QUOTE_RETENTION = "interval '1 day'";

type ReleasableRow = Parameters<typeof releasableOf>[0];

/**
 * Releases up to `limit` of the given orders' rows that are still PENDING past their
 * `expires_at`, skipping any row another transaction holds (a payment settling it).
 */
async function expireRows(
  tx: Queryable,
  ledger: RewardsLedger,
  where: string,
  params: readonly unknown[],
  limit: number,
): Promise<number> {
  const rows = await tx.query<ReleasableRow>(
    `SELECT ${RELEASABLE_COLUMNS} FROM orders
     WHERE status = 'PENDING' AND expires_at <= now() ${where}
     ORDER BY expires_at LIMIT ${Math.max(1, Math.floor(limit))}
     FOR UPDATE SKIP LOCKED`,
    params,
  );
  for (const row of rows) await releaseOrder(tx, ledger, releasableOf(row), 'EXPIRED');
  return rows.length;
}

/**
 * The sweep: pending orders whose payment did not come back in time are EXPIRED,
 * and what they held (stock, promotion uses, points) is given back. Runs under a
 * PostgreSQL advisory lock taken without waiting, so that of several instances one
 * sweeps and the others skip; answers how many orders it released (0 when it
 * skipped). The timer's sweep also deletes old quotes; a placement's
 * (`pruneQuotes: false`) first looks whether anything expired at all.
 */
export async function sweepExpiredOrders(
  db: Database,
  ledger: RewardsLedger,
  limit = 100,
  { pruneQuotes = true }: { readonly pruneQuotes?: boolean } = {},
): Promise<number> {
  if (!pruneQuotes) {
    // At a placement: most of the time nothing has expired, and a look at the index is all it costs.
    const [due] = await db.query<{ due: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM orders WHERE status = 'PENDING' AND expires_at <= now()) AS due",
    );
    if (due?.due !== true) return 0;
  }
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [SWEEP_LOCK_KEY],
    );
    if (lock?.locked !== true) return 0;
    const released = await expireRows(tx, ledger, '', [], limit);
    if (pruneQuotes) {
      await tx.query(`DELETE FROM checkout_quote WHERE expires_at < now() - ${QUOTE_RETENTION}`);
    }
    return released;
  });
}

/** Releases one owner's expired pending orders, inside a placement's transaction (the owner's lock held). */
export async function expireOwnerOrders(
  tx: Queryable,
  ledger: RewardsLedger,
  owner: string,
): Promise<number> {
  return expireRows(tx, ledger, 'AND owner = $1', [owner], 1000);
}
