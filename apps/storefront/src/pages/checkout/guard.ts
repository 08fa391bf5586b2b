import type { Checked, DomainError } from '@rewards/domain';
import type { CheckoutStep } from './steps';

/** What the guards of a step look at (spec section 4). */
export interface GuardInput {
  readonly step: CheckoutStep;
  /** A customer's token or a guest's id. */
  readonly hasSession: boolean;
  /** The domain's `checkCheckout` of the cart: at least one checked line, no quantity or limit error. */
  readonly cart: Checked<unknown, DomainError>;
  readonly addressesValid: boolean;
  readonly paymentValid: boolean;
  /** A payment result is kept for the completion step. */
  readonly hasOutcome: boolean;
}

/** Where a step sends the shopper instead of showing itself. */
export type GuardVerdict =
  | { readonly kind: 'stay' }
  /** Home; `signIn` when the cart could be checked out, so the sign-in (or guest) modal opens on the cart. */
  | { readonly kind: 'home' }
  | { readonly kind: 'signIn' }
  | { readonly kind: 'step'; readonly step: '1' | '2' | '3' };

const STAY: GuardVerdict = { kind: 'stay' };

/**
 * The guards of the checkout's steps (spec section 4, "Steps 2-5 need a
 * signed-in user or guest, else redirect to sign-in; no token and no guest
 * uuid leads home. If any quantity or cross-check error exists, or nothing is
 * valid, the user is redirected"), the first that fails deciding:
 * - steps 2-4 need a session: without one, a cart that may check out goes
 *   back to the cart with the sign-in modal (as its Checkout button does), any
 *   other goes home;
 * - then a cart that may check out, else back to the cart (`/cart/1`);
 * - step 3 needs both addresses valid, step 4 the payment too, else the first
 *   incomplete step;
 * - step 5 shows a kept result, else home; `payment-process` always runs (it
 *   settles what the provider sent, whoever opens it).
 */
export function checkoutGuard(input: GuardInput): GuardVerdict {
  const { step } = input;
  if (step === 'payment-process') return STAY;
  if (step === '5') return input.hasOutcome ? STAY : { kind: 'home' };
  if (!input.hasSession) return input.cart.ok ? { kind: 'signIn' } : { kind: 'home' };
  if (!input.cart.ok) return { kind: 'step', step: '1' };
  if (step === '2') return STAY;
  if (!input.addressesValid) return { kind: 'step', step: '2' };
  if (step === '3') return STAY;
  return input.paymentValid ? STAY : { kind: 'step', step: '3' };
}
