import type { Database, Queryable } from '../db/database';
import { releaseOrder } from './release-order';
import { createOrderStatusRepository } from './repositories/order-status-repository';
import { createQuoteRepository } from './repositories/quote-repository';
import type { RewardsLedger } from './rewards-ledger';

/** Releases orders the caller locked, as EXPIRED; answers how many. */
async function expire(
  tx: Queryable,
  ledger: RewardsLedger,
  orders: readonly Parameters<typeof releaseOrder>[2][],
): Promise<number> {
  for (const order of orders) await releaseOrder(tx, ledger, order, 'EXPIRED');
  return orders.length;
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
  { db, ledger }: { readonly db: Database; readonly ledger: RewardsLedger },
  limit = 100,
  {
    pruneQuotes = true,
    due,
  }: {
    readonly pruneQuotes?: boolean;
    /** Whether some order is PENDING past its time, when the caller has read it already. */
    readonly due?: boolean;
  } = {},
): Promise<number> {
  // At a placement: most of the time nothing has expired, and a look at the index is all it costs.
  if (due === false) return 0;
  if (
    due === undefined &&
    !pruneQuotes &&
    !(await createOrderStatusRepository(db).anyExpiredPending())
  ) {
    return 0;
  }
  return db.transaction(async (tx) => {
    const orders = createOrderStatusRepository(tx);
    if (!(await orders.tryLockSweep())) return 0;
    const released = await expire(tx, ledger, await orders.lockExpiredPending(limit));
    if (pruneQuotes) await createQuoteRepository(tx).prune();
    return released;
  });
}

/** Releases one owner's expired pending orders, inside a placement's transaction (the owner's lock held). */
export async function expireOwnerOrders(
  tx: Queryable,
  ledger: RewardsLedger,
  owner: string,
): Promise<number> {
  return expire(tx, ledger, await createOrderStatusRepository(tx).lockExpiredPending(1000, owner));
}
