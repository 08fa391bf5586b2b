import { ORDER_NUMBER_DIGITS, ORDER_NUMBER_MAX_LENGTH } from '../config/business-constants';
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
 * Checks an order number typed by a customer (spec section 5): at most 20
 * characters, 6-9 letters then 8 digits, the letters being START_PO plus the
 * partner code. Spaces around it are dropped and letters upper-cased, as
 * numbers are issued in capitals; the accepted value is that canonical form.
 */
export function validateOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const orderNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (orderNumber === '') return reject([domainError('field.required')]);
  if (orderNumber.length > ORDER_NUMBER_MAX_LENGTH) {
    return reject([domainError('orders.orderNumberTooLong', { max: ORDER_NUMBER_MAX_LENGTH })]);
  }
  const parts = splitOrderNumber(orderNumber, ORDER_NUMBER_DIGITS);
  if (parts === undefined) return reject([domainError('orders.orderNumberInvalid')]);
  const prefix = orderNumberPrefix(startPo);
  if (parts.letters !== prefix)
    return reject([domainError('orders.orderNumberPrefixMismatch', { prefix })]);
  return accept(orderNumber);
}
