import { CHAT_ORDER_NUMBER_BASE_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';

/**
 * Checks the order number of a chat lookup (order confirmation, shipment
 * status, credit note, tax invoice): exactly 10 plus the length of START_PO
 * letters or digits (spec section 5). Trimmed and upper-cased.
 */
export function validateChatOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const orderNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (orderNumber === '') return reject([domainError('field.required')]);
  const length = CHAT_ORDER_NUMBER_BASE_LENGTH + startPo.trim().length;
  return orderNumber.length === length && /^[A-Z0-9]+$/.test(orderNumber)
    ? accept(orderNumber)
    : reject([domainError('orders.chatOrderNumberInvalid', { length })]);
}
