import { isApiError } from '@rewards/api-client';
import {
  BACK_TO_CART_ERROR_KEYS,
  PROMO_ERROR_KEYS,
  isPaymentErrorKey,
  type ErrorBody,
  type PaymentErrorKey,
} from '@rewards/api-client/contract';
import {
  ADDRESS_FIELDS,
  domainError,
  type AddressField,
  type DomainError,
  type FieldErrors,
} from '@rewards/domain';
import type { AddressKind } from '../../entities/checkout/address-values';

/** The error body of a failed call, when the server sent one. */
export function errorBodyOf(failure: unknown): ErrorBody | undefined {
  if (!isApiError(failure) || !('body' in failure)) return undefined;
  return failure.body;
}

/** The checkout error key of a failed call, if it has one. */
export function paymentErrorKeyOf(failure: unknown): PaymentErrorKey | undefined {
  const key = errorBodyOf(failure)?.errorKey;
  return key !== undefined && isPaymentErrorKey(key) ? key : undefined;
}

/** Where a refused Pay now takes the shopper (spec section 8 and docs/checkout.md, "Error keys"). */
export type PaymentErrorRoute =
  /** E600, E601, E603, E604: something in the cart cannot be bought as it is. */
  | 'cart'
  /** E602: a price changed; the items are read again and the review says so. */
  | 'prices'
  /** E605: an address breaks a rule; back to step 2 with the fields at fault. */
  | 'addresses'
  /** E652: the quote expired or was refused; ask for a new one. */
  | 'quoteAgain'
  /** The refund promo code was refused (expired, used, not the customer's): back to step 3 to say so. */
  | 'refundCode'
  /** Anything else: the error at the top of the review, scrolled into view. */
  | 'review';

export function paymentErrorRoute(failure: unknown): PaymentErrorRoute {
  const key = paymentErrorKeyOf(failure);
  if (key === undefined) return 'review';
  if (BACK_TO_CART_ERROR_KEYS.includes(key)) return 'cart';
  if (key === 'E602') return 'prices';
  if (key === 'E605') return 'addresses';
  if (key === 'E652') return 'quoteAgain';
  if (refundCodeErrorOf(failure) !== undefined) return 'refundCode';
  return 'review';
}

/** Why the server refused the refund promo code sent (`refundCoupon`), as the domain's code. */
export function refundCodeErrorOf(failure: unknown): DomainError | undefined {
  const refused = errorBodyOf(failure)?.fieldErrors?.find(
    (fieldError) => fieldError.field === 'refundCoupon',
  );
  return refused === undefined ? undefined : domainError(refused.code);
}

/** Where a refused promotion check shows (spec section 8). */
export type PromoErrorRoute = 'signInWarning' | 'field';

/** E614 opens the promo sign-in warning; E607-E609 and anything else show on the promo field. */
export function promoErrorRoute(failure: unknown): PromoErrorRoute {
  return paymentErrorKeyOf(failure) === 'E614' ? 'signInWarning' : 'field';
}

/** Whether a promotion refusal is one of the promotion group's keys (E607-E609). */
export function isPromoGroupError(failure: unknown): boolean {
  const key = paymentErrorKeyOf(failure);
  return key !== undefined && PROMO_ERROR_KEYS.includes(key);
}

const isAddressField = (name: string): name is AddressField =>
  (ADDRESS_FIELDS as readonly string[]).includes(name);

/**
 * The address fields an E605 refusal names (`billing.postalCode`,
 * `shipping.fullName`), with the domain's codes, so the forms show the
 * server's reasons where the shopper looks. Fields it does not name are left
 * to the forms' own checks.
 */
export function addressErrorsOf(failure: unknown): Record<AddressKind, FieldErrors<AddressField>> {
  const errors: Record<AddressKind, Partial<Record<AddressField, DomainError[]>>> = {
    billing: {},
    shipping: {},
  };
  for (const fieldError of errorBodyOf(failure)?.fieldErrors ?? []) {
    const [form, field] = fieldError.field.split('.');
    if ((form !== 'billing' && form !== 'shipping') || field === undefined) continue;
    if (!isAddressField(field)) continue;
    const list = (errors[form][field] ??= []);
    list.push(domainError(fieldError.code));
  }
  return errors;
}
