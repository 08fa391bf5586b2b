import { ORDER_NUMBER_DIGITS } from '../config/business-constants';
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
 * Checks the order number of the "Assign Order No. to my account" form. The spec
 * says "START_PO prefix plus 8 alphanumeric"; the shop issues exactly one form of
 * order number (docs/checkout.md, "Order numbers"), START_PO + KSCTHA + 8 digits,
 * so that is what this accepts, else "Invalid Order No." with the prefix
 * (`orders.assignOrderNumberInvalid`). Trimmed and upper-cased.
 */
export function validateAssignOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const poNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (poNumber === '') return reject([domainError('field.required')]);
  const prefix = orderNumberPrefix(startPo);
  return splitOrderNumber(poNumber, ORDER_NUMBER_DIGITS)?.letters === prefix
    ? accept(poNumber)
    : reject([domainError('orders.assignOrderNumberInvalid', { prefix })]);
}
