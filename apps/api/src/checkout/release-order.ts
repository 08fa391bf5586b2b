import type { Queryable } from '../db/database';
import { returnPromotionUse } from './promotions';
import type { RewardsLedger } from './rewards-ledger';

/** What releasing an order needs to know of it. */
export interface ReleasableOrder {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly promoCode: string | null;
  /** The payment's points and the promotion's, held while the order waited. */
  readonly heldPoints: number;
}

/**
 * Gives back everything a pending order held, in the caller's transaction (the
 * order row locked): its units to the stock of items that count stock, its use of
 * the promotion code, its points. Then marks it `status` (FAILED, CANCELLED or
 * EXPIRED). Called once per order: only a PENDING order is released.
 */
export async function releaseOrder(
  tx: Queryable,
  ledger: RewardsLedger,
  order: ReleasableOrder,
  status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
): Promise<void> {
  const changed = await tx.query(
    `UPDATE orders SET status = $2, settled_at = now()
     WHERE order_id = $1 AND status = 'PENDING' RETURNING order_id`,
    [order.orderId, status],
  );
  if (changed.length === 0) return;
  await returnUnitsToStock(tx, order.orderId);
  if (order.promoCode !== null) await returnPromotionUse(tx, order.promoCode);
  if (order.customerId !== null) await ledger.release(tx, order.customerId, order.heldPoints);
}

/**
 * Puts units of an order back in the stock of the items that count stock: all
 * of them, or those of `unitIndexes` (a cancelled or refunded sub-order).
 */
export async function returnUnitsToStock(
  tx: Queryable,
  orderId: number,
  unitIndexes?: readonly number[],
): Promise<void> {
  await tx.query(
    `UPDATE item_stock s SET available = s.available + u.units
     FROM (SELECT item_code, count(*)::int AS units FROM order_unit
           WHERE order_id = $1 AND ($2::int[] IS NULL OR unit_index = ANY ($2::int[]))
           GROUP BY item_code) u
     WHERE s.item_code = u.item_code`,
    [orderId, unitIndexes ?? null],
  );
}

/** The columns `releasableOf` reads. */
export const RELEASABLE_COLUMNS =
  'order_id, customer_id, promo_code, payable_point, promotion_points';

/** An order row as a releasable order. */
export function releasableOf(row: {
  order_id: string | number;
  customer_id: string | number | null;
  promo_code: string | null;
  payable_point: number;
  promotion_points: number;
}): ReleasableOrder {
  return {
    orderId: Number(row.order_id),
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    promoCode: row.promo_code,
    heldPoints: row.payable_point + row.promotion_points,
  };
}
