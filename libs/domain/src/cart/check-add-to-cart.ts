import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import { addToCart } from './add-to-cart';
import type { CartLine } from './cart-line';
import { checkCartLimits, type CartCaps, type CartLimitOptions } from './check-cart-limits';
import type { CartError } from './error-codes';
import { isLineExpired } from './is-line-expired';
import { checkCartSize } from './max-cart-lines';

/** The cart after a successful add, with the notices to show. */
export interface AddedToCart {
  readonly lines: readonly CartLine[];
  readonly notices: readonly CartError[];
}

/**
 * Adds a line to the cart if every rule of adding allows it (spec sections 4 and 5), and
 * collects every reason it does not:
 * - the quantity must be a whole number of at least 1 (`cart.quantityInvalid`);
 * - the item must not be past its endDate (`cart.itemUnavailable`, with `itemCode`);
 * - a care plan can only come with an item that offers one (`cart.carePlanNotOffered`);
 * - after the add, the cart must hold at most `MAX_CART_LINES` lines (`cart.tooManyLines`; an
 *   engraved unit is a line of its own, a merge adds none);
 * - after the add, the checked lines must keep within the max quantity
 *   ('Maximum quantity accepted for this item per transaction is {n}') and the cash cap, see
 *   `checkCartLimits`.
 * The added line is checked (the customer has just chosen it) and merged by `addToCart`. The
 * engraving lines must already have passed `validateEngraving` for the item.
 * Never throws for a bad quantity: the line may come straight from a request body.
 */
export function checkAddToCart(
  lines: readonly CartLine[],
  added: CartLine,
  caps: CartCaps,
  now: Date,
  options: CartLimitOptions = {},
): Checked<AddedToCart, CartError> {
  const errors: CartError[] = [];
  if (!Number.isSafeInteger(added.quantity) || added.quantity < 1) {
    errors.push(domainError('cart.quantityInvalid', { itemCode: added.code }));
  }
  if (isLineExpired(added, now))
    errors.push(domainError('cart.itemUnavailable', { itemCode: added.code }));
  if (added.hasAppleCare && added.appleCare === undefined) {
    errors.push(domainError('cart.carePlanNotOffered', { itemCode: added.code }));
  }
  if (errors.length > 0) return reject(errors);

  const after = addToCart(lines, { ...added, checked: true });
  const size = checkCartSize(after);
  if (size.length > 0) return reject(size);
  const limits = checkCartLimits(after, caps, 'adding', options);
  if (limits.errors.length > 0) return reject(limits.errors);
  return accept({ lines: after, notices: limits.notices });
}
