import type { CardBrand, PaymentType } from '../config/business-constants';
import type { Money } from '../money/money';

/**
 * What a promotion takes off: a fixed amount of baht, or a percentage of the
 * eligible amount (rounded down to the satang, see `applyPromotion`).
 */
export type PromotionDiscount =
  | { readonly kind: 'amount'; readonly amount: Money }
  | { readonly kind: 'percent'; readonly percent: number };

/**
 * A promotion code's rules, as the server's promotion data describes them
 * (spec section 3, "Promotion data"). Optional limits that are absent or empty
 * do not restrict anything.
 */
export interface Promotion {
  /** `promotionCode`. */
  readonly code: string;
  /** `promotionDiscount` / `originalPromotionValue`: what the code is worth. */
  readonly discount: PromotionDiscount;
  /** `minPaidAmount`: the eligible amount, before the discount, must reach it. */
  readonly minPaidAmount?: Money;
  /** `promotionPaymentMethod`: the payment types the code may be used with. */
  readonly paymentMethods?: readonly PaymentType[];
  /** `priceCode`: the card brands the code may be used with. */
  readonly priceCodes?: readonly CardBrand[];
  /** `applyAppleCare`: whether care-plan amounts count towards the eligible amount. */
  readonly applyCarePlan: boolean;
  /** `termIds`: the only instalment terms open with this code. */
  readonly termIds?: readonly string[];
  /** For a points promotion: the reward points it redeems from the customer's balance. */
  readonly requiredPoints?: number;
  /** `special` Y: the customer must confirm an e-mail address of an allowed domain. */
  readonly special: boolean;
  /** `specialConditionValue`: the allowed e-mail domains, separated by semicolons. */
  readonly specialConditionValue?: string;
  /** `tcRequired` Y: the customer must acknowledge the promotion's terms and conditions. */
  readonly tcRequired: boolean;
}
