import { ORDER_NUMBER_MAX_LENGTH, ORDER_NUMBER_PREFIX_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { OrdersErrorCode } from './error-codes';
import { orderNumberPrefix } from './order-number-prefix';

/**
 * Splits a number of the form "6-9 letters then `digits` digits" into its
 * letters and digits, or gives `undefined` when it has another form.
 * Shared by the order and sub-order numbers, which differ only in digits.
 */
export function splitOrderNumber(
  text: string,
  digits: number,
): { readonly letters: string; readonly digits: string } | undefined {
  const { min, max } = ORDER_NUMBER_PREFIX_LENGTH;
  const match = new RegExp(`^([A-Z]{${min},${max}})([0-9]{${digits}})$`).exec(text);
  return match === null ? undefined : { letters: match[1] as string, digits: match[2] as string };
}

/** What tells an order number from a sub-order number: its digits and its errors. */
export interface NumberKind {
  readonly digits: number;
  readonly invalid: OrdersErrorCode;
  readonly prefixMismatch: OrdersErrorCode;
}

/**
 * Checks a typed order or sub-order number (spec section 5): at most 20
 * characters, 6-9 letters then the kind's digits, the letters being START_PO
 * plus the partner code. Spaces around it are dropped and letters upper-cased,
 * as numbers are issued in capitals; the accepted value is that canonical form.
 */
export function checkNumberOfKind(
  text: string | null | undefined,
  startPo: string,
  kind: NumberKind,
): Checked<string, DomainError<OrdersErrorCode | 'field.required'>> {
  const number = (typeof text === 'string' ? text : '').trim().toUpperCase();
  if (number === '') return reject([domainError('field.required')]);
  if (number.length > ORDER_NUMBER_MAX_LENGTH) {
    return reject([domainError('orders.orderNumberTooLong', { max: ORDER_NUMBER_MAX_LENGTH })]);
  }
  const parts = splitOrderNumber(number, kind.digits);
  if (parts === undefined) return reject([domainError(kind.invalid)]);
  const prefix = orderNumberPrefix(startPo);
  if (parts.letters !== prefix) return reject([domainError(kind.prefixMismatch, { prefix })]);
  return accept(number);
}
