import { Dec, type Decimal } from '../money/decimal';
import { compareOrdinal } from './compare-ordinal';
import type { PromoCodeOrder } from './parse-promo-code-order';

/** What sorting needs of a refund promo code (spec section 3, "Refund promo code"). */
export interface SortablePromoCode {
  readonly promoCode: string;
  /** The value as displayed, such as `'500'`, `'1,500.00'` or `'THB 1,500'`. */
  readonly displayValue: string;
  /** ISO 8601 date or date-time, as the server sends it. */
  readonly expiredDate: string;
}

function expiryOf(code: SortablePromoCode): number {
  const time = Date.parse(code.expiredDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** The first number in the displayed value, grouping commas ignored; `undefined` when there is none. */
function valueOf(code: SortablePromoCode): Decimal | undefined {
  const number = /\d[\d,]*(?:\.\d+)?/.exec(code.displayValue)?.[0];
  return number === undefined ? undefined : new Dec(number.replace(/,/g, ''));
}

function byExpiry(a: SortablePromoCode, b: SortablePromoCode): number {
  const [expiryA, expiryB] = [expiryOf(a), expiryOf(b)];
  return expiryA === expiryB ? 0 : expiryA < expiryB ? -1 : 1;
}

function byValueHighestFirst(a: SortablePromoCode, b: SortablePromoCode): number {
  const [valueA, valueB] = [valueOf(a), valueOf(b)];
  if (valueA === undefined || valueB === undefined) {
    return valueA === valueB ? 0 : valueA === undefined ? 1 : -1;
  }
  return valueB.comparedTo(valueA);
}

/**
 * The refund promo codes in the chosen order: `startDate` (the default) by
 * expiry, nearest first, then by value; `value` by value, highest first, then
 * by expiry. Equal codes fall to the promo code itself, so the list is the same
 * however the server listed it. A date that does not parse, or a value with no
 * number, sorts last. Values are compared as decimals. The dates of one list
 * share the server's format, so comparing their instants orders them rightly.
 * Returns a new array.
 */
export function sortPromoCodes<P extends SortablePromoCode>(
  codes: readonly P[],
  order: PromoCodeOrder,
): P[] {
  const [first, second] =
    order === 'value' ? [byValueHighestFirst, byExpiry] : [byExpiry, byValueHighestFirst];
  return [...codes].sort(
    (a, b) => first(a, b) || second(a, b) || compareOrdinal(a.promoCode, b.promoCode),
  );
}
