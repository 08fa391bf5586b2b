import { ORDER_NUMBER_DIGITS, SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import { splitOrderNumber } from './order-number-format';

const UNIT_DIGITS = SUB_ORDER_NUMBER_DIGITS - ORDER_NUMBER_DIGITS;

/**
 * The most units one order can hold: every unit is a sub-order of its own, and its
 * number takes the 2 digits a sub-order number adds to the order's (01 to 99).
 */
export const MAX_ORDER_UNITS = 10 ** UNIT_DIGITS - 1;

/**
 * The sub-order number of one unit of an order: the order number (prefix and its
 * 8 digits) followed by the unit's number (index + 1) as 2 digits, so unit 0 of
 * `'OEKSCTHA00000042'` is `'OEKSCTHA0000004201'`. Numbering from 01 keeps a
 * sub-order from ever reading as its order number with zeros appended.
 *
 * @throws RangeError for an order number that is not 6-9 letters then 8 digits,
 *   or a unit index outside 0-98 (both are the server's own figures).
 */
export function buildSubOrderNumber(orderNumber: string, unitIndex: number): string {
  if (splitOrderNumber(orderNumber, ORDER_NUMBER_DIGITS) === undefined) {
    throw new RangeError(`Not an order number: ${orderNumber}`);
  }
  if (!Number.isInteger(unitIndex) || unitIndex < 0 || unitIndex >= MAX_ORDER_UNITS) {
    throw new RangeError(
      `A unit index must be a whole number from 0 to ${MAX_ORDER_UNITS - 1}: ${unitIndex}`,
    );
  }
  return `${orderNumber}${String(unitIndex + 1).padStart(UNIT_DIGITS, '0')}`;
}
