import type { CartLine } from '../cart/cart-line';
import type { CardBrand, PaymentType } from '../config/business-constants';
import { applyPromotion, type AppliedPromotion } from '../promotion/apply-promotion';
import {
  checkPromotionAvailability,
  type PromotionAvailability,
} from '../promotion/check-promotion-availability';
import type { Promotion } from '../promotion/promotion';
import type { SpecialConfirmation } from '../promotion/validate-special-confirmation';
import { validatePromoCode } from '../promotion/validate-promo-code';
import { accept, reject, type Checked, type DomainError } from '../shared/domain-error';

/** A promotion code tried on the payment step, against the lines chosen so far. */
export interface PromotionCodeCheck {
  /** The code as typed. */
  readonly code: string;
  /** The promotion of that code, when the shop has one. */
  readonly found?:
    { readonly rules: Promotion; readonly availability: PromotionAvailability } | undefined;
  /** The checked lines, priced by the server for the chosen card. */
  readonly lines: readonly Pick<
    CartLine,
    'unitPrice' | 'quantity' | 'hasAppleCare' | 'appleCare'
  >[];
  /** The payment type chosen so far; none: the payment-method rule waits for the review. */
  readonly paymentType?: PaymentType | undefined;
  readonly cardBrand?: CardBrand | undefined;
  /** The customer's available points (0 for a guest or while redemption is closed). */
  readonly pointsBalance: number;
  readonly confirmation: SpecialConfirmation;
  readonly signedIn: boolean;
  /** FE_ENABLE_PROMOTION_CODE. */
  readonly codesOpen: boolean;
  readonly now: Date;
}

/** A code that applies, or that applies once its e-mail or terms are confirmed. */
export type PromotionCodeStatus =
  | { readonly status: 'APPLIED'; readonly applied: AppliedPromotion }
  | { readonly status: 'NEEDS_CONFIRMATION' };

/** What the shopper has not done yet, as opposed to done wrong: a blank e-mail, an unticked box. */
function isPending(error: DomainError, confirmation: SpecialConfirmation): boolean {
  return (
    (error.code === 'field.required' && (confirmation.email ?? '').trim() === '') ||
    error.code === 'promotion.termsNotAcknowledged'
  );
}

/**
 * The promotion box's Apply (spec sections 4, 5 and 8): the code's format
 * (`validatePromoCode`), whether it can be used at all (`checkPromotionAvailability`),
 * then its rules on the lines (`applyPromotion`). A special promotion whose e-mail is
 * still blank, or whose terms are not yet ticked, is `NEEDS_CONFIRMATION` when nothing
 * else is wrong: the code exists and applies, and the discount is given once confirmed.
 * An e-mail that is typed but wrong (format, domain) is an error. Without a payment
 * type yet, the payment-method rule is left to the review step's full check (any
 * method the promotion allows stands in for it).
 */
export function checkPromotionCode(
  check: PromotionCodeCheck,
): Checked<PromotionCodeStatus, DomainError> {
  const format = validatePromoCode(check.code);
  if (!format.ok) return reject(format.errors);
  const availability = checkPromotionAvailability(check.found?.availability, {
    now: check.now,
    signedIn: check.signedIn,
    codesOpen: check.codesOpen,
  });
  if (check.found === undefined || !check.codesOpen || format.value === undefined) {
    return reject(availability.length > 0 ? availability : [{ code: 'promotion.notFound' }]);
  }
  const { rules } = check.found;
  const paymentType = check.paymentType ?? rules.paymentMethods?.[0] ?? 'CASH';
  const result = applyPromotion(
    rules,
    check.lines.map((line) => ({
      checked: true,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      ...(line.hasAppleCare && line.appleCare !== undefined
        ? { carePlan: { price: line.appleCare.price, quantity: line.quantity } }
        : {}),
    })),
    {
      paymentType,
      ...(check.cardBrand === undefined ? {} : { cardBrand: check.cardBrand }),
      pointsBalance: check.pointsBalance,
      confirmation: check.confirmation,
    },
  );
  const ruleErrors = result.ok ? [] : result.errors;
  const wrong = [
    ...availability,
    ...ruleErrors.filter((error) => !isPending(error, check.confirmation)),
  ];
  if (wrong.length > 0) return reject(wrong);
  return result.ok
    ? accept({ status: 'APPLIED', applied: result.value })
    : accept({ status: 'NEEDS_CONFIRMATION' });
}
