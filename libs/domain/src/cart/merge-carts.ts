import { addToCart } from './add-to-cart';
import type { CartLine } from './cart-line';

/**
 * The cart after signing in (spec section 4, "Login"): when the local cart is empty, the server
 * cart is taken as is; otherwise every local line is added to the server lines, in order, with
 * the rules of `addToCart` (same code, care-plan flag and engraving lines merge; engraved units
 * stay one per line). No unit is lost or invented: each code holds as many units as both carts.
 *
 * @throws RangeError when a local line's quantity is not a whole number of at least 1.
 */
export function mergeCarts(
  server: readonly CartLine[],
  local: readonly CartLine[],
): readonly CartLine[] {
  if (local.length === 0) return server;
  return local.reduce<readonly CartLine[]>((cart, line) => addToCart(cart, line), server);
}
