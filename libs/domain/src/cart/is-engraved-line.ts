import type { CartLine } from './cart-line';

/**
 * Whether a line carries an engraving message. Such a line always holds exactly one unit:
 * every engraved unit is its own line (spec section 4, "Add to cart").
 */
export function isEngravedLine(line: Pick<CartLine, 'persMesg1' | 'persMesg2'>): boolean {
  return line.persMesg1 !== '' || line.persMesg2 !== '';
}
