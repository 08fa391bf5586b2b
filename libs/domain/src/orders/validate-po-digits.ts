import { PO_DIGITS_MAX_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';

/**
 * Checks a PO-style digit input: 1 to 10 digits (spec section 5). Spaces
 * around are dropped; leading zeros are kept, as this is a number to look up,
 * not to count with.
 */
export function validatePoDigits(
  text: string | null | undefined,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const digits = (typeof text === 'string' ? text : '').trim();
  if (digits === '') return reject([domainError('field.required')]);
  return digits.length <= PO_DIGITS_MAX_LENGTH && /^[0-9]+$/.test(digits)
    ? accept(digits)
    : reject([domainError('orders.poDigitsInvalid', { max: PO_DIGITS_MAX_LENGTH })]);
}
