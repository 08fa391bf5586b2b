import type { CardBrand, PaymentType } from '../config/business-constants';
import { Dec } from '../money/decimal';
import {
  moneyToString,
  multiplyMoney,
  roundDownToSatang,
  subtractMoney,
  sumMoney,
  ZERO_THB,
  type Money,
} from '../money/money';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { PromotionErrorCode } from './error-codes';
import type { Promotion } from './promotion';
import { promotionPaymentMethods } from './promotion-payment-methods';
import {
  validateSpecialConfirmation,
  type SpecialConfirmation,
} from './validate-special-confirmation';

/** A cart line as the promotion sees it. */
export interface PromoCartLine {
  /** Only checked lines are bought, so only they count. */
  readonly checked: boolean;
  readonly unitPrice: Money;
  /** Whole units, 0 or more. */
  readonly quantity: number;
  /** The line's care plan (Apple Care), when taken: price of one and how many. */
  readonly carePlan?: { readonly price: Money; readonly quantity: number };
}

/** How the customer is paying, and what the promotion may need from them. */
export interface PromoPaymentContext {
  readonly paymentType: PaymentType;
  /** The card brand (price code), once chosen. */
  readonly cardBrand?: CardBrand;
  /** The customer's reward points; none when unknown (a guest). */
  readonly pointsBalance?: number;
  /** The special-promotion confirmation; needed only when the promotion is special or has T&Cs. */
  readonly confirmation?: SpecialConfirmation;
}

/** A promotion applied to a cart: the figures and what it changes in the payment options. */
export interface AppliedPromotion {
  readonly code: string;
  /** Every checked unit and care plan. */
  readonly total: Money;
  /** The part of the total the promotion applies to (care plans only with `applyAppleCare`). */
  readonly eligibleAmount: Money;
  readonly discount: Money;
  /** `total - discount`: never negative, never more than the total. */
  readonly discountedTotal: Money;
  /** "If cash minus discount is 0 or less, points and instalment are turned off." */
  readonly pointsAndInstalmentsOff: boolean;
  /** The promotion's `termIds`: the only instalment terms left open; `undefined` when it does not restrict them. */
  readonly allowedTermIds: readonly string[] | undefined;
  /** The card brands the promotion allows; `undefined` when any. Binding once a brand is chosen. */
  readonly allowedCardBrands: readonly CardBrand[] | undefined;
  /** The points a points promotion takes from the balance (0 otherwise). */
  readonly redeemedPoints: number;
}

/**
 * Applies a promotion to the checked lines of a cart, collecting every broken
 * rule (spec sections 4, 5 and 8):
 * - the eligible amount is the checked units, plus their care plans when the
 *   promotion's `applyAppleCare` says so; it must reach `minPaidAmount`;
 * - the payment type must be one of `promotionPaymentMethod`
 *   ({@link promotionPaymentMethods}: a promotion naming instalment terms and no
 *   payment type is for instalments only), the card brand (when chosen) one of
 *   `priceCode`;
 * - a percentage discount is rounded DOWN to the satang: a customer's credit is
 *   never overstated, the shop keeps the fraction of a satang;
 * - a discount larger than the eligible amount is refused ("Promo Code discount
 *   exceeds purchase amount."), it is never silently capped;
 * - a points promotion needs `requiredPoints` within the balance;
 * - a special promotion needs its e-mail confirmation, and T&Cs when required.
 *
 * @throws RangeError for a quantity that is not a whole number of 0 or more,
 *   a negative price or discount, or a percentage outside (0, 100]: carts and
 *   promotions are decoded and checked before they reach this function.
 */
export function applyPromotion(
  promotion: Promotion,
  lines: readonly PromoCartLine[],
  context: PromoPaymentContext,
): Checked<AppliedPromotion> {
  const checkedLines = lines.filter((line) => line.checked);
  const units = sumMoney(checkedLines.map((line) => lineAmount(line.unitPrice, line.quantity)));
  const carePlans = sumMoney(
    checkedLines.map((line) =>
      line.carePlan === undefined
        ? ZERO_THB
        : lineAmount(line.carePlan.price, line.carePlan.quantity),
    ),
  );
  const total = sumMoney([units, carePlans]);
  const eligibleAmount = promotion.applyCarePlan ? total : units;
  const discount = discountOf(promotion, eligibleAmount);

  // Promotion codes, plus 'field.required' and the e-mail format check's codes from the confirmation.
  const errors: DomainError[] = [];
  const confirmation = validateSpecialConfirmation(
    promotion,
    context.confirmation ?? { email: undefined, termsAcknowledged: false },
  );
  errors.push(...(confirmation.email ?? []), ...(confirmation.termsAcknowledged ?? []));
  if (promotion.minPaidAmount !== undefined && eligibleAmount.lessThan(promotion.minPaidAmount)) {
    errors.push(
      promotionError('promotion.minPaidAmountNotMet', {
        min: moneyToString(promotion.minPaidAmount),
      }),
    );
  }
  const paymentTypes = promotionPaymentMethods(promotion);
  if (paymentTypes !== undefined && !paymentTypes.includes(context.paymentType)) {
    errors.push(
      promotionError('promotion.paymentMethodNotAllowed', {
        paymentType: context.paymentType,
        allowed: paymentTypes.join(','),
      }),
    );
  }
  const cardBrands = restriction(promotion.priceCodes);
  if (
    cardBrands !== undefined &&
    context.cardBrand !== undefined &&
    !cardBrands.includes(context.cardBrand)
  ) {
    errors.push(
      promotionError('promotion.cardBrandNotAllowed', {
        cardBrand: context.cardBrand,
        allowed: cardBrands.join(','),
      }),
    );
  }
  if (discount.greaterThan(eligibleAmount)) {
    errors.push(
      promotionError('promotion.discountExceedsAmount', {
        discount: moneyToString(discount),
        amount: moneyToString(eligibleAmount),
      }),
    );
  }
  const redeemedPoints = promotion.requiredPoints ?? 0;
  const balance = context.pointsBalance ?? 0;
  if (redeemedPoints > balance) {
    errors.push(
      promotionError('promotion.pointsBalanceTooLow', { required: redeemedPoints, balance }),
    );
  }
  if (errors.length > 0) return reject(errors);

  const discountedTotal = subtractMoney(total, discount);
  return accept({
    code: promotion.code,
    total,
    eligibleAmount,
    discount,
    discountedTotal,
    pointsAndInstalmentsOff: discountedTotal.lessThanOrEqualTo(0),
    allowedTermIds: restriction(promotion.termIds),
    allowedCardBrands: cardBrands,
    redeemedPoints,
  });
}

function promotionError(
  code: PromotionErrorCode,
  params: Readonly<Record<string, string | number>>,
): DomainError<PromotionErrorCode> {
  return domainError(code, params);
}

function lineAmount(price: Money, quantity: number): Money {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`A quantity must be a whole number of 0 or more: ${quantity}`);
  }
  if (price.isNegative()) throw new RangeError(`A price cannot be negative: ${price.toFixed()}`);
  return multiplyMoney(price, quantity);
}

function discountOf(promotion: Promotion, eligibleAmount: Money): Money {
  const { discount } = promotion;
  if (discount.kind === 'amount') {
    if (discount.amount.isNegative()) {
      throw new RangeError(`A discount cannot be negative: ${discount.amount.toFixed()}`);
    }
    return discount.amount;
  }
  if (!Number.isFinite(discount.percent) || discount.percent <= 0 || discount.percent > 100) {
    throw new RangeError(
      `A percentage discount must be above 0 and at most 100: ${discount.percent}`,
    );
  }
  return roundDownToSatang(eligibleAmount.times(new Dec(discount.percent)).dividedBy(100));
}

/** A limit list; absent or empty means "no limit". */
function restriction<T>(list: readonly T[] | undefined): readonly T[] | undefined {
  return list === undefined || list.length === 0 ? undefined : list;
}
