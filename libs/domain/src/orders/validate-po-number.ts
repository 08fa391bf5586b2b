import { PO_NUMBER_MAX_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';

/**
 * Checks a PO number: up to 40 ASCII letters, digits and spaces (spec section
 * 5). Spaces around it are dropped; spaces inside are kept as typed.
 */
export function validatePoNumber(
  text: string | null | undefined,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const poNumber = (typeof text === 'string' ? text : '').trim();
  if (poNumber === '') return reject([domainError('field.required')]);
  return poNumber.length <= PO_NUMBER_MAX_LENGTH && /^[A-Za-z0-9 ]+$/.test(poNumber)
    ? accept(poNumber)
    : reject([domainError('orders.poNumberInvalid', { max: PO_NUMBER_MAX_LENGTH })]);
}
