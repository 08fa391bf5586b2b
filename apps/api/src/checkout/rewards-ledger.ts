import type { Queryable } from '../db/database';
import { createRewardsLedgerRepository } from './repositories/rewards-ledger-repository';

/**
 * The customers' reward points (the RewardsLedger port). An order awaiting payment
 * holds its points; paid, it redeems them; failed, cancelled or expired, it lets
 * them go. Every change is conditional, so that concurrent orders can never spend
 * points a customer does not have, and each runs in the caller's transaction.
 */
export interface RewardsLedger {
  /** Points the customer can spend now: the balance less what orders awaiting payment hold. */
  available(db: Queryable, customerId: number): Promise<number>;
  /** Holds `points` for an order, only if that many are available. Whether it did. */
  hold(tx: Queryable, customerId: number, points: number): Promise<boolean>;
  /** Lets go of points an order held. */
  release(tx: Queryable, customerId: number, points: number): Promise<void>;
  /** An order was paid: its held points leave the balance, once, as a ledger entry. */
  redeem(tx: Queryable, customerId: number, points: number, orderId: number): Promise<void>;
  /**
   * A paid sub-order was cancelled or refunded: `points` go back to the balance,
   * once per sub-order, as a ledger entry. Whether they went back now.
   */
  refund(
    tx: Queryable,
    customerId: number,
    points: number,
    refund: { readonly orderId: number; readonly subOrderNumber: string },
  ): Promise<boolean>;
  /** Points earned (the programme's credit; the seed's demo balances). */
  earn(tx: Queryable, customerId: number, points: number, note: string): Promise<void>;
}

/**
 * The ledger in PostgreSQL (`rewards-ledger-repository.ts`), each call in the
 * database or transaction it is given.
 */
export function createPostgresRewardsLedger(): RewardsLedger {
  return {
    available: (db, customerId) => createRewardsLedgerRepository(db).available(customerId),
    hold: (tx, customerId, points) => createRewardsLedgerRepository(tx).hold(customerId, points),
    release: (tx, customerId, points) =>
      createRewardsLedgerRepository(tx).release(customerId, points),
    redeem: (tx, customerId, points, orderId) =>
      createRewardsLedgerRepository(tx).redeem(customerId, points, orderId),
    refund: (tx, customerId, points, refund) =>
      createRewardsLedgerRepository(tx).refund(customerId, points, refund),
    earn: (tx, customerId, points, note) =>
      createRewardsLedgerRepository(tx).earn(customerId, points, note),
  };
}
