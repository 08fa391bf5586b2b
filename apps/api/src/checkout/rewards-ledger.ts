import type { Queryable } from '../db/database';

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
 * The ledger in PostgreSQL: `points_account` (balance and held, with CHECKs that
 * the balance never goes below 0 and nothing holds more than it) and
 * `points_ledger` (every earn, redeem and refund; an order redeems once).
 */
export function createPostgresRewardsLedger(): RewardsLedger {
  return {
    async available(db, customerId) {
      const [row] = await db.query<{ available: string }>(
        'SELECT balance - held AS available FROM points_account WHERE customer_id = $1',
        [customerId],
      );
      return row === undefined ? 0 : Number(row.available);
    },

    async hold(tx, customerId, points) {
      if (points === 0) return true;
      const rows = await tx.query(
        `UPDATE points_account SET held = held + $2, updated_at = now()
         WHERE customer_id = $1 AND balance - held >= $2 RETURNING customer_id`,
        [customerId, points],
      );
      return rows.length === 1;
    },

    async release(tx, customerId, points) {
      if (points === 0) return;
      await tx.query(
        `UPDATE points_account SET held = held - $2, updated_at = now()
         WHERE customer_id = $1 AND held >= $2`,
        [customerId, points],
      );
    },

    async redeem(tx, customerId, points, orderId) {
      if (points === 0) return;
      const entered = await tx.query(
        `INSERT INTO points_ledger (customer_id, kind, points, order_id)
         VALUES ($1, 'redeem', $2, $3) ON CONFLICT DO NOTHING RETURNING entry_id`,
        [customerId, -points, orderId],
      );
      if (entered.length === 0) return;
      const rows = await tx.query(
        `UPDATE points_account SET balance = balance - $2, held = held - $2, updated_at = now()
         WHERE customer_id = $1 AND held >= $2 RETURNING customer_id`,
        [customerId, points],
      );
      if (rows.length !== 1) {
        throw new Error(`Order ${orderId} redeems ${points} points its customer does not hold`);
      }
    },

    async refund(tx, customerId, points, { orderId, subOrderNumber }) {
      if (points === 0) return false;
      if (!Number.isSafeInteger(points) || points < 0) {
        throw new RangeError(`Refunded points are a whole number above 0: ${points}`);
      }
      const entered = await tx.query(
        `INSERT INTO points_ledger (customer_id, kind, points, order_id, sub_order_number)
         VALUES ($1, 'refund', $2, $3, $4) ON CONFLICT DO NOTHING RETURNING entry_id`,
        [customerId, points, orderId, subOrderNumber],
      );
      if (entered.length === 0) return false;
      await tx.query(
        `INSERT INTO points_account (customer_id, balance) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE
           SET balance = points_account.balance + EXCLUDED.balance, updated_at = now()`,
        [customerId, points],
      );
      return true;
    },

    async earn(tx, customerId, points, note) {
      if (!Number.isSafeInteger(points) || points <= 0) {
        throw new RangeError(`Earned points are a whole number above 0: ${points}`);
      }
      await tx.query(
        `INSERT INTO points_account (customer_id, balance) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE
           SET balance = points_account.balance + EXCLUDED.balance, updated_at = now()`,
        [customerId, points],
      );
      await tx.query(
        `INSERT INTO points_ledger (customer_id, kind, points, note) VALUES ($1, 'earn', $2, $3)`,
        [customerId, points, note],
      );
    },
  };
}
