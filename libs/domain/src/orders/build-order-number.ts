import { ORDER_NUMBER_DIGITS } from '../config/business-constants';
import { orderNumberPrefix } from './order-number-prefix';
import { splitOrderNumber } from './order-number-format';

/**
 * The order number the server issues for the `sequence`-th order: START_PO plus
 * the partner code, then the sequence as 8 digits (`'ONEKSCTHA00000042'`).
 *
 * @throws RangeError when START_PO cannot make a 6-9 letter prefix, or the
 *   sequence is not a whole number from 0 to 99,999,999: both are the server's
 *   own configuration and counter, never customer input.
 */
export function buildOrderNumber(startPo: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 0 || sequence >= 10 ** ORDER_NUMBER_DIGITS) {
    throw new RangeError(
      `An order sequence must be a whole number of at most ${ORDER_NUMBER_DIGITS} digits: ${sequence}`,
    );
  }
  const orderNumber = `${orderNumberPrefix(startPo)}${String(sequence).padStart(ORDER_NUMBER_DIGITS, '0')}`;
  if (splitOrderNumber(orderNumber, ORDER_NUMBER_DIGITS) === undefined) {
    throw new RangeError(`START_PO '${startPo}' does not make a prefix of 6 to 9 letters`);
  }
  return orderNumber;
}
