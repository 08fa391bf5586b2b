import { subtractMoney, sumMoney, type Money } from '../money/money';
import { refundShares } from './refund-shares';

/**
 * Each sub-order's part of an order's promotion discount (`unitTotals`: the
 * unit and its care plan, before the discount). The discount is shared so that
 * each sub-order less its part is exactly its {@link refundShares} share of
 * what the order cost after the discount: a credit note of a refunded
 * sub-order credits what its refund gives back, to the satang, and the parts
 * add up to the whole discount, each between nothing and its sub-order's price.
 *
 * @throws RangeError when there is no sub-order, a figure is negative, or the
 * discount is larger than the sub-orders.
 */
export function discountShares(unitTotals: readonly Money[], discount: Money): Money[] {
  const total = sumMoney(unitTotals);
  if (discount.isNegative() || discount.greaterThan(total)) {
    throw new RangeError('A discount is between nothing and what it is taken off');
  }
  const paid = refundShares({ cash: subtractMoney(total, discount), points: 0 }, unitTotals);
  return unitTotals.map((unitTotal, index) =>
    subtractMoney(unitTotal, paid[index]?.cash ?? unitTotal),
  );
}
