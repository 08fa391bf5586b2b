import { ASSIGN_ORDER_SUFFIX_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';

/**
 * Checks the order number of the "Assign Order No. to my account" form:
 * START_PO followed by exactly 8 letters or digits, else "Invalid Order No."
 * (spec section 5). Trimmed and upper-cased.
 */
export function validateAssignOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const poNumber = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (poNumber === '') return reject([domainError('field.required')]);
  const prefix = startPo.trim().toUpperCase();
  const suffix = poNumber.slice(prefix.length);
  return poNumber.startsWith(prefix) &&
    suffix.length === ASSIGN_ORDER_SUFFIX_LENGTH &&
    /^[A-Z0-9]+$/.test(suffix)
    ? accept(poNumber)
    : reject([domainError('orders.assignOrderNumberInvalid', { prefix })]);
}
