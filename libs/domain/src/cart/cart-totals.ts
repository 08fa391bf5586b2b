import { SHIPPING_FEE_THB } from '../config/business-constants';
import { minMoney, subtractMoney, sumMoney, thb, ZERO_THB, type Money } from '../money/money';
import type { CartLine } from './cart-line';
import { cartLineTotal } from './cart-line-total';
import { includedVat } from './included-vat';

/** The figures under the cart and the order review, all in THB including VAT. */
export interface CartTotals {
  /** Sum of the checked lines: unit price x quantity + care plan price x quantity. */
  readonly subtotal: Money;
  /** The promotion discount applied: the one given, but never more than the subtotal. */
  readonly discount: Money;
  /** Always THB 0 (Free Shipping). */
  readonly shippingFee: Money;
  /** subtotal - discount + shipping, incl. VAT; never below 0. */
  readonly total: Money;
  /** The VAT included in `total` (7/107, rounded half up). */
  readonly vat: Money;
  /** `total - vat`, exact, so that `vat + totalExcludingVat = total`. */
  readonly totalExcludingVat: Money;
}

/**
 * The totals of the checked lines, with a promotion discount computed elsewhere (the promotion
 * rules decide the amount and report 'Promo Code discount exceeds purchase amount.'; here a
 * discount above the subtotal is applied only up to the subtotal, so the total is never
 * negative). Every figure is exact except the VAT, see `includedVat`.
 *
 * @throws RangeError when the discount is negative (a programming error).
 */
export function cartTotals(lines: readonly CartLine[], discount: Money = ZERO_THB): CartTotals {
  if (discount.isNegative()) throw new RangeError('A discount cannot be negative');
  const subtotal = sumMoney(lines.filter((line) => line.checked).map(cartLineTotal));
  const applied = minMoney(discount, subtotal);
  const shippingFee = thb(SHIPPING_FEE_THB);
  const total = sumMoney([subtractMoney(subtotal, applied), shippingFee]);
  const vat = includedVat(total);
  return {
    subtotal,
    discount: applied,
    shippingFee,
    total,
    vat,
    totalExcludingVat: subtractMoney(total, vat),
  };
}
