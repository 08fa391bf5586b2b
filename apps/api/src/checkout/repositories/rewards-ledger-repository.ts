import type { Queryable } from '../../db/database';

/**
 * The customers' reward points in PostgreSQL, over `db` (the database, or a
 * transaction): `points_account` (balance and held, with CHECKs that the balance
 * never goes below 0 and nothing holds more than it) and `points_ledger` (every
 * earn, redeem and refund; an order redeems once).
 */
export function createRewardsLedgerRepository(db: Queryable) {
  return {
    async available(customerId: number): Promise<number> {
      const [row] = await db.query<{ available: string }>(
        'SELECT balance - held AS available FROM points_account WHERE customer_id = $1',
        [customerId],
      );
      return row === undefined ? 0 : Number(row.available);
    },

    async hold(customerId: number, points: number): Promise<boolean> {
      if (points === 0) return true;
      const rows = await db.query(
        `UPDATE points_account SET held = held + $2, updated_at = now()
         WHERE customer_id = $1 AND balance - held >= $2 RETURNING customer_id`,
        [customerId, points],
      );
      return rows.length === 1;
    },

    async release(customerId: number, points: number): Promise<void> {
      if (points === 0) return;
      await db.query(
        `UPDATE points_account SET held = held - $2, updated_at = now()
         WHERE customer_id = $1 AND held >= $2`,
        [customerId, points],
      );
    },

    async redeem(customerId: number, points: number, orderId: number): Promise<void> {
      if (points === 0) return;
      const entered = await db.query(
        `INSERT INTO points_ledger (customer_id, kind, points, order_id)
         VALUES ($1, 'redeem', $2, $3) ON CONFLICT DO NOTHING RETURNING entry_id`,
        [customerId, -points, orderId],
      );
      if (entered.length === 0) return;
      const rows = await db.query(
        `UPDATE points_account SET balance = balance - $2, held = held - $2, updated_at = now()
         WHERE customer_id = $1 AND held >= $2 RETURNING customer_id`,
        [customerId, points],
      );
      if (rows.length !== 1) {
        throw new Error(`Order ${orderId} redeems ${points} points its customer does not hold`);
      }
    },

    async refund(
      customerId: number,
      points: number,
      { orderId, subOrderNumber }: { readonly orderId: number; readonly subOrderNumber: string },
    ): Promise<boolean> {
      if (points === 0) return false;
      if (!Number.isSafeInteger(points) || points < 0) {
        throw new RangeError(`Refunded points are a whole number above 0: ${points}`);
      }
      const entered = await db.query(
        `INSERT INTO points_ledger (customer_id, kind, points, order_id, sub_order_number)
         VALUES ($1, 'refund', $2, $3, $4) ON CONFLICT DO NOTHING RETURNING entry_id`,
        [customerId, points, orderId, subOrderNumber],
      );
      if (entered.length === 0) return false;
      await db.query(
        `INSERT INTO points_account (customer_id, balance) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE
           SET balance = points_account.balance + EXCLUDED.balance, updated_at = now()`,
        [customerId, points],
      );
      return true;
    },

    async earn(customerId: number, points: number, note: string): Promise<void> {
      if (!Number.isSafeInteger(points) || points <= 0) {
        throw new RangeError(`Earned points are a whole number above 0: ${points}`);
      }
      await db.query(
        `INSERT INTO points_account (customer_id, balance) VALUES ($1, $2)
         ON CONFLICT (customer_id) DO UPDATE
           SET balance = points_account.balance + EXCLUDED.balance, updated_at = now()`,
        [customerId, points],
      );
      await db.query(
        `INSERT INTO points_ledger (customer_id, kind, points, note) VALUES ($1, 'earn', $2, $3)`,
        [customerId, points, note],
      );
    },
  };
}

export type RewardsLedgerRepository = ReturnType<typeof createRewardsLedgerRepository>;
