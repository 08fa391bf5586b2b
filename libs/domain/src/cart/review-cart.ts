import { moneyEquals } from '../money/money';
import { domainError } from '../shared/domain-error';
import type { CartLine } from './cart-line';
import { checkCartLimits, type CartCaps, type CartLimitOptions } from './check-cart-limits';
import type { CartError } from './error-codes';
import { isLineExpired } from './is-line-expired';
import { checkCartSize } from './max-cart-lines';
import { uncheckExpiredLines } from './uncheck-expired-lines';

/** The cart as it should be shown after any change, with what to say about it. */
export interface CartReview {
  /** The lines, expired ones unchecked. */
  readonly lines: readonly CartLine[];
  /** Broken rules; any of them blocks checkout. */
  readonly errors: readonly CartError[];
  /** Messages to show that do not block checkout. */
  readonly notices: readonly CartError[];
}

/**
 * Re-runs the cart's rules, as any cart change must (spec section 4):
 * - an item past its endDate is unchecked and shown unavailable (`cart.itemUnavailable`, a
 *   notice with the line's `uuid`: an unchecked line is not bought, so it blocks nothing);
 * - a unit price that differs from `historyCashPrice` shows `cart.priceChanged` (notice, `uuid`);
 * - a line whose quantity is not a whole number above 0 is `cart.quantityInvalid` (`uuid`), since
 *   the cart is valid only if every line's quantity is above 0;
 * - the per-transaction limits of the checked lines, worded for the cart
 *   ('Exceeds the max quantity allowed per order: {n} item(s)'), see `checkCartLimits`;
 * - more than `MAX_CART_LINES` lines (a link or a merge at sign-in can overfill a cart that
 *   adding never would) is `cart.tooManyLines`: such a cart cannot be saved.
 */
export function reviewCart(
  lines: readonly CartLine[],
  caps: CartCaps,
  now: Date,
  options: CartLimitOptions = {},
): CartReview {
  const reviewed = uncheckExpiredLines(lines, now);
  const errors: CartError[] = [];
  const notices: CartError[] = [];
  for (const line of reviewed) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      errors.push(domainError('cart.quantityInvalid', { uuid: line.uuid }));
    }
    if (isLineExpired(line, now))
      notices.push(domainError('cart.itemUnavailable', { uuid: line.uuid }));
    if (
      line.historyCashPrice !== undefined &&
      !moneyEquals(line.historyCashPrice, line.unitPrice)
    ) {
      notices.push(domainError('cart.priceChanged', { uuid: line.uuid }));
    }
  }
  const valid = errors.length === 0;
  // A line that is not a whole number of units cannot be priced; its quantity error comes first.
  const limits = valid
    ? checkCartLimits(reviewed, caps, 'inCart', options)
    : { errors: [], notices: [] };
  return {
    lines: reviewed,
    errors: [...errors, ...limits.errors, ...checkCartSize(reviewed)],
    notices: [...notices, ...limits.notices],
  };
}
