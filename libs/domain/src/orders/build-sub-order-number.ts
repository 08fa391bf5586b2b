import { ORDER_NUMBER_DIGITS, SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import { splitOrderNumber } from './order-number-format';

const LINE_DIGITS = SUB_ORDER_NUMBER_DIGITS - ORDER_NUMBER_DIGITS;

/** The most lines an order can have: the line number takes the 2 extra digits of a sub-order number. */
export const MAX_ORDER_LINES = 10 ** LINE_DIGITS - 1;

/**
 * The sub-order number of one line of an order: the order number followed by
 * the line's number (index + 1) as 2 digits, so `'ONEKSCTHA00000042'` line 0
 * is `'ONEKSCTHA0000004201'`. Numbering from 01 keeps a sub-order from ever
 * reading as its order number with zeros appended.
 *
 * @throws RangeError for an order number that is not 6-9 letters then 8
 *   digits, or a line index outside 0-98.
 */
export function buildSubOrderNumber(orderNumber: string, lineIndex: number): string {
  if (splitOrderNumber(orderNumber, ORDER_NUMBER_DIGITS) === undefined) {
    throw new RangeError(`Not an order number: ${orderNumber}`);
  }
  if (!Number.isInteger(lineIndex) || lineIndex < 0 || lineIndex >= MAX_ORDER_LINES) {
    throw new RangeError(
      `A line index must be a whole number from 0 to ${MAX_ORDER_LINES - 1}: ${lineIndex}`,
    );
  }
  return `${orderNumber}${String(lineIndex + 1).padStart(LINE_DIGITS, '0')}`;
}
