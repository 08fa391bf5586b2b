import { ORDER_NUMBER_DIGITS } from '../config/business-constants';
import type { Checked, DomainError } from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';
import { checkNumberOfKind } from './order-number-format';

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
  return checkNumberOfKind(text, startPo, {
    digits: ORDER_NUMBER_DIGITS,
    invalid: 'orders.orderNumberInvalid',
    prefixMismatch: 'orders.orderNumberPrefixMismatch',
  });
}
