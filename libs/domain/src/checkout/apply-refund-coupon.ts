import { minMoney, subtractMoney, type Money } from '../money/money';

/** A refund promo code spent on an order: what it pays, and what is left to pay. */
export interface AppliedRefundCoupon {
  /** What the code pays: its value, or the whole amount when that is less. */
  readonly applied: Money;
  /** What the payment (cash and points) still pays: never below nothing. */
  readonly payable: Money;
}

/**
 * A refund promo code worth `value` spent on an order that costs `payable`
 * after its promotion: it pays like cash, before the payment is split into cash
 * and points, so what is left is `max(0, payable - value)` and the code and the
 * payment add up to `payable` exactly. A code is spent once: what it is worth
 * beyond the order is not kept.
 *
 * @throws RangeError for an amount below nothing or a value of nothing or less.
 */
export function applyRefundCoupon(payable: Money, value: Money): AppliedRefundCoupon {
  if (payable.isNegative()) throw new RangeError('An amount to pay is not negative');
  if (!value.greaterThan(0)) throw new RangeError('A refund promo code is worth something');
  const applied = minMoney(value, payable);
  return { applied, payable: subtractMoney(payable, applied) };
}
