import { ORDER_NUMBER_DIGITS, SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';
import { splitOrderNumber } from './order-number-format';
import { orderNumberPrefix } from './order-number-prefix';

/**
 * Checks the order number of a chat lookup (order confirmation, shipment status,
 * credit note, tax invoice). The spec's "10 plus the length of START_PO" does not
 * fit the numbers the shop issues; the decision of docs/checkout.md ("Order
 * numbers") accepts exactly what is issued: an order number (START_PO + KSCTHA +
 * 8 digits) or a sub-order number (the same prefix + 10 digits), else
 * `orders.chatOrderNumberInvalid` with the prefix. Trimmed and upper-cased.
 */
export function validateChatOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const orderNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (orderNumber === '') return reject([domainError('field.required')]);
  const prefix = orderNumberPrefix(startPo);
  const issued = [ORDER_NUMBER_DIGITS, SUB_ORDER_NUMBER_DIGITS].some(
    (digits) => splitOrderNumber(orderNumber, digits)?.letters === prefix,
  );
  return issued
    ? accept(orderNumber)
    : reject([domainError('orders.chatOrderNumberInvalid', { prefix })]);
}
