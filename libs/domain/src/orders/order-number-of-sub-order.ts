import { ORDER_NUMBER_DIGITS, SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import { splitOrderNumber } from './order-number-format';

/**
 * The order a sub-order number belongs to (its letters and first 8 digits), or
 * `undefined` when the text is not a sub-order number. Lets a form tell that an
 * order and a sub-order number do not match before asking the server.
 */
export function orderNumberOfSubOrder(subOrderNumber: string): string | undefined {
  const parts = splitOrderNumber(subOrderNumber.trim().toUpperCase(), SUB_ORDER_NUMBER_DIGITS);
  return parts === undefined
    ? undefined
    : `${parts.letters}${parts.digits.slice(0, ORDER_NUMBER_DIGITS)}`;
}
