import { ORDER_NUMBER_MAX_LENGTH, SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';
import { orderNumberPrefix } from './order-number-prefix';
import { splitOrderNumber } from './order-number-format';

/**
 * Checks a sub-order number typed by a customer (spec section 5): at most 20
 * characters, 6-9 letters then 10 digits, the letters being START_PO plus the
 * partner code. Trimmed and upper-cased like an order number.
 */
export function validateSubOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const subOrderNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (subOrderNumber === '') return reject([domainError('field.required')]);
  if (subOrderNumber.length > ORDER_NUMBER_MAX_LENGTH) {
    return reject([domainError('orders.orderNumberTooLong', { max: ORDER_NUMBER_MAX_LENGTH })]);
  }
  const parts = splitOrderNumber(subOrderNumber, SUB_ORDER_NUMBER_DIGITS);
  if (parts === undefined) return reject([domainError('orders.subOrderNumberInvalid')]);
  const prefix = orderNumberPrefix(startPo);
  if (parts.letters !== prefix)
    return reject([domainError('orders.subOrderNumberPrefixMismatch', { prefix })]);
  return accept(subOrderNumber);
}
