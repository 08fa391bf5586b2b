import { SUB_ORDER_NUMBER_DIGITS } from '../config/business-constants';
import type { Checked, DomainError } from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';
import { checkNumberOfKind } from './order-number-format';

/**
 * Checks a sub-order number typed by a customer (spec section 5): at most 20
 * characters, 6-9 letters then 10 digits, the letters being START_PO plus the
 * partner code. Trimmed and upper-cased like an order number.
 */
export function validateSubOrderNumber(
  text: string | null | undefined,
  startPo: string,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  return checkNumberOfKind(text, startPo, {
    digits: SUB_ORDER_NUMBER_DIGITS,
    invalid: 'orders.subOrderNumberInvalid',
    prefixMismatch: 'orders.subOrderNumberPrefixMismatch',
  });
}
