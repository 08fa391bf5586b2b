/**
 * Where an order stands: awaiting its payment, paid, or let go (the payment failed,
 * the customer cancelled, nobody paid in time, or the money went back).
 */
export const ORDER_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;

/** An order's status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as the purchase limit sees it. */
export interface LimitedOrderState {
  readonly status: OrderStatus;
  /** When a PENDING order is let go if still unpaid; none: it waits. */
  readonly expiresAt?: Date | undefined;
}

/**
 * Whether an order's units count against its buyer's purchase limit (`limit` Y,
 * `maxQuantity`): a paid order, and an order awaiting payment until it expires
 * (its units are held for it and it may still be paid). A failed, cancelled,
 * expired or refunded order bought nothing and counts for nothing.
 */
export function countsTowardPurchaseLimit(order: LimitedOrderState, now: Date): boolean {
  if (order.status === 'PAID') return true;
  if (order.status !== 'PENDING') return false;
  return order.expiresAt === undefined || order.expiresAt.getTime() > now.getTime();
}
