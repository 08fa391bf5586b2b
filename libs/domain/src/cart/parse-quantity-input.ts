import { QUANTITY_INPUT_MAX_LENGTH } from '../config/business-constants';
import { sanitizeQuantityInput } from './sanitize-quantity-input';

/** The quantity of a box left empty (spec section 5, "default 1"). */
export const DEFAULT_QUANTITY = 1;

/** The smallest quantity (spec section 5, "min 1"). */
export const MIN_QUANTITY = 1;

/** The largest quantity the 3-character box can hold: 999. */
export const MAX_QUANTITY_INPUT = 10 ** QUANTITY_INPUT_MAX_LENGTH - 1;

/**
 * The quantity a box holds when it loses focus: its digits (see `sanitizeQuantityInput`) as a
 * number, `DEFAULT_QUANTITY` when there are none, and never below `MIN_QUANTITY` (`'0'` gives 1).
 * Always a whole number from 1 to 999; never throws.
 */
export function parseQuantityInput(typed: string): number {
  const digits = sanitizeQuantityInput(typed);
  if (digits === '') return DEFAULT_QUANTITY;
  return Math.max(MIN_QUANTITY, Number(digits));
}
