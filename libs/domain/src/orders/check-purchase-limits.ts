import type { CartLine } from '../cart/cart-line';
import { unitsByCode } from '../cart/units-by-code';
import { domainError, type DomainError } from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';

/**
 * The purchase limit of limited items (`limit` Y, `maxQuantity`; docs/checkout.md,
 * "The purchase limit"), bound to the buyer over all the orders they hold: for each
 * limited item code, the units of `lines` (the order being quoted or placed) plus
 * `purchased` (the units of that code in the buyer's paid orders and orders awaiting
 * payment, {@link purchasedUnitsByCode}) may not exceed its `maxQuantity`. Each code
 * over it is `orders.purchaseLimitReached` with `itemCode`, `n` (the limit),
 * `bought` (already held) and `left` (what may still be bought, 0 or more).
 *
 * Several lines of one code (engraved units are a line each) count together, with
 * the lowest limit among them.
 */
export function checkPurchaseLimits(
  lines: readonly Pick<CartLine, 'code' | 'quantity' | 'limit' | 'maxQuantity'>[],
  purchased: ReadonlyMap<string, number>,
): readonly DomainError<OrdersErrorCode>[] {
  const errors: DomainError<OrdersErrorCode>[] = [];
  for (const [code, ordered] of unitsByCode(lines)) {
    const limits = lines.filter((line) => line.code === code && line.limit);
    if (limits.length === 0) continue;
    const max = Math.min(...limits.map((line) => line.maxQuantity));
    const bought = purchased.get(code) ?? 0;
    if (ordered + bought > max) {
      errors.push(
        domainError('orders.purchaseLimitReached', {
          itemCode: code,
          n: max,
          bought,
          left: Math.max(0, max - bought),
        }),
      );
    }
  }
  return errors;
}
