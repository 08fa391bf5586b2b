import type { Queryable } from '../db/database';
import {
  createOrderStatusRepository,
  type ReleasableOrder,
} from './repositories/order-status-repository';
import { createPromotionRepository } from './repositories/promotion-repository';
import { createRefundCouponRepository } from './repositories/refund-coupon-repository';
import { createStockRepository } from './repositories/stock-repository';
import type { RewardsLedger } from './rewards-ledger';

export { releasableOf, type ReleasableOrder } from './repositories/order-status-repository';

/**
 * Gives back everything a pending order held, in the caller's transaction (the
 * order row locked): its units to the stock of items that count stock, its use of
 * the promotion code, the refund promo code it spent, its points. Then marks it `status` (FAILED, CANCELLED or
 * EXPIRED). Called once per order: only a PENDING order is released.
 */
export async function releaseOrder(
  tx: Queryable,
  ledger: RewardsLedger,
  order: ReleasableOrder,
  status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
): Promise<void> {
  if (!(await createOrderStatusRepository(tx).settlePending(order.orderId, status))) return;
  await returnUnitsToStock(tx, order.orderId);
  if (order.promoCode !== null) await createPromotionRepository(tx).returnUse(order.promoCode);
  if (order.refundCoupon !== null) await createRefundCouponRepository(tx).release(order.orderId);
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
  await createStockRepository(tx).returnUnitsOf(orderId, unitIndexes);
}
