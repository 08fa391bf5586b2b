import type { CartLine } from '../cart/cart-line';
import { unitsByCode } from '../cart/units-by-code';
import { domainError, type DomainError } from '../shared/domain-error';
import type { CheckoutErrorCode } from './error-codes';

/**
 * The per-customer side of `maxQuantity` (spec section 5: "Maximum quantity accepted
 * for this item per transaction"): an order that waits for its payment still holds
 * its units, so a second order placed meanwhile must not take the same item past its
 * limit. For each limited item code, the units of `lines` plus those of the owner's
 * orders awaiting payment (`openUnitsByCode`) may not exceed its `maxQuantity`
 * (`checkout.openOrdersOverLimit` with `itemCode`, `n` and `open`). An order that is
 * over the limit on its own is `checkCartLimits`'s to report, not this rule's.
 */
export function checkOpenOrderLimits(
  lines: readonly Pick<CartLine, 'code' | 'quantity' | 'limit' | 'maxQuantity'>[],
  openUnitsByCode: ReadonlyMap<string, number>,
): readonly DomainError<CheckoutErrorCode>[] {
  const errors: DomainError<CheckoutErrorCode>[] = [];
  const units = unitsByCode(lines);
  for (const [code, count] of units) {
    const limits = lines.filter((line) => line.code === code && line.limit);
    if (limits.length === 0) continue;
    const max = Math.min(...limits.map((line) => line.maxQuantity));
    const open = openUnitsByCode.get(code) ?? 0;
    if (count <= max && count + open > max) {
      errors.push(domainError('checkout.openOrdersOverLimit', { itemCode: code, n: max, open }));
    }
  }
  return errors;
}
