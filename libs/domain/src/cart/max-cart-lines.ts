import { domainError } from '../shared/domain-error';
import type { CartError } from './error-codes';

/**
 * The most lines one cart holds. An engraved unit is a line of its own, so
 * this also bounds what a cart stores: fifty lines are far more than one
 * order of the programme ever buys, and keep every cart small on the server.
 */
export const MAX_CART_LINES = 50;

/**
 * `cart.tooManyLines` (with `max`) when a cart holds more than
 * {@link MAX_CART_LINES} lines: 'Your cart can hold at most {max} lines.'
 */
export function checkCartSize(lines: readonly unknown[]): readonly CartError[] {
  return lines.length > MAX_CART_LINES
    ? [domainError('cart.tooManyLines', { max: MAX_CART_LINES })]
    : [];
}
