import type { CardBrand, Money } from '@rewards/domain';

/** What decides whether Pay now goes on. */
export interface PayNowState {
  /** The "I agree" box. */
  readonly agreed: boolean;
  readonly cardBrand: CardBrand | undefined;
  /** What the order charges: cash to the card and points redeemed. */
  readonly payment: { readonly cash: Money; readonly point: number };
  /** The payment check or the way to the payment provider is on its way. */
  readonly processing: boolean;
}

/** Why Pay now refuses, as a message id: the first thing the customer should do. */
export type PayNowRefusal =
  'checkout.review.processing' | 'checkout.review.blockedAgree' | 'payment.cardBrandRequired';

/**
 * Whether Pay now goes on (spec section 4, "Review: Pay now enabled only after
 * I agree, a card brand chosen when cash or points > 0, and not processing"),
 * and if not, what to do first. The card rule is the one the server applies
 * with `validateCartPayment` ('payment.cardBrandRequired'): a card whenever
 * cash or points are above 0; this only says it before the server is asked.
 */
export function payNowRefusal(state: PayNowState): PayNowRefusal | undefined {
  if (state.processing) return 'checkout.review.processing';
  if (!state.agreed) return 'checkout.review.blockedAgree';
  const owes = state.payment.cash.greaterThan(0) || state.payment.point > 0;
  if (owes && state.cardBrand === undefined) return 'payment.cardBrandRequired';
  return undefined;
}
