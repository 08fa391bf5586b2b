import type { CartLine } from './cart-line';

/**
 * The key under which lines merge (spec section 4, "Add to cart merges with an existing line
 * of same code, care-plan flag and engraving lines"). Written as JSON so that no code or
 * message, whatever it holds, can make two different lines share a key.
 */
export function cartLineIdentity(
  line: Pick<CartLine, 'code' | 'hasAppleCare' | 'persMesg1' | 'persMesg2'>,
): string {
  return JSON.stringify([line.code, line.hasAppleCare, line.persMesg1, line.persMesg2]);
}
