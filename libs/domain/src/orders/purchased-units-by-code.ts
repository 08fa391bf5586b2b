import { countsTowardPurchaseLimit, type LimitedOrderState } from './counts-toward-purchase-limit';

/** The units of one item code in one of the buyer's orders. */
export interface OrderedUnits extends LimitedOrderState {
  readonly code: string;
  /** Whole units, 1 or more. */
  readonly quantity: number;
}

/**
 * The units of each item code the buyer already holds: the sum over the orders
 * that count toward the purchase limit ({@link countsTowardPurchaseLimit}: paid,
 * and awaiting payment until they expire). Codes with nothing held are absent.
 *
 * @throws RangeError for a quantity that is not a whole number of 1 or more.
 */
export function purchasedUnitsByCode(
  orders: readonly OrderedUnits[],
  now: Date,
): Map<string, number> {
  const units = new Map<string, number>();
  for (const order of orders) {
    if (!Number.isSafeInteger(order.quantity) || order.quantity < 1) {
      throw new RangeError(`An order holds whole units, 1 or more: ${order.quantity}`);
    }
    if (!countsTowardPurchaseLimit(order, now)) continue;
    units.set(order.code, (units.get(order.code) ?? 0) + order.quantity);
  }
  return units;
}
