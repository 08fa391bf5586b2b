import type { Queryable } from '../../db/database';

/** A refund promo code's value, as text with 2 decimals. */
export interface RefundCouponValue {
  readonly value: string;
}

/** Spendable now: unused, started and not expired (`refund_promo_code` of `0010_operators.sql`). */
const SPENDABLE = 'used_at IS NULL AND starts_at <= now() AND expires_at > now()';

/**
 * Refund promo codes as checkout spends them, over `db` (a placement's
 * transaction, or the pool for a quote). Codes are stored in capitals.
 */
export function createRefundCouponRepository(db: Queryable) {
  return {
    /** The value of the customer's own code when they can spend it now; else `undefined`. */
    async spendable(code: string, customerId: number): Promise<RefundCouponValue | undefined> {
      const [row] = await db.query<RefundCouponValue>(
        `SELECT value::text AS value FROM refund_promo_code
          WHERE code = $1 AND customer_id = $2 AND ${SPENDABLE}`,
        [code.trim().toUpperCase(), customerId],
      );
      return row;
    },

    /**
     * Spends the customer's code on `orderId`, if it is still spendable: a
     * guarded update, so of several placements at once one spends it and the
     * others find it used. Answers its value, or `undefined` when it was not spent.
     */
    async take(
      code: string,
      customerId: number,
      orderId: number,
    ): Promise<RefundCouponValue | undefined> {
      const [row] = await db.query<RefundCouponValue>(
        `UPDATE refund_promo_code SET used_at = now(), used_order_id = $3
          WHERE code = $1 AND customer_id = $2 AND ${SPENDABLE}
          RETURNING value::text AS value`,
        [code.trim().toUpperCase(), customerId, orderId],
      );
      return row;
    },

    /** Frees the code an order spent (its payment failed, was cancelled or expired). */
    async release(orderId: number): Promise<void> {
      await db.query(
        'UPDATE refund_promo_code SET used_at = NULL, used_order_id = NULL WHERE used_order_id = $1',
        [orderId],
      );
    },
  };
}
