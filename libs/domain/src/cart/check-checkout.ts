import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import type { CartLine } from './cart-line';
import type { CartCaps, CartLimitOptions } from './check-cart-limits';
import type { CartError } from './error-codes';
import { reviewCart } from './review-cart';

/**
 * Whether the cart may go to checkout (spec section 4, "Checkout click", and section 5, "Cart
 * valid"): at least one checked line that is still on sale ('Please choose a item before do
 * checkout', `cart.noItemChosen`), every line's quantity above 0, and no max-quantity or cash-cap
 * error (see `reviewCart`). Accepts the checked lines, which are what the order buys.
 */
export function checkCheckout(
  lines: readonly CartLine[],
  caps: CartCaps,
  now: Date,
  options: CartLimitOptions = {},
): Checked<readonly CartLine[], CartError> {
  const review = reviewCart(lines, caps, now, options);
  const chosen = review.lines.filter((line) => line.checked);
  const errors: CartError[] = chosen.length === 0 ? [domainError('cart.noItemChosen')] : [];
  errors.push(...review.errors);
  return errors.length > 0 ? reject(errors) : accept(chosen);
}
