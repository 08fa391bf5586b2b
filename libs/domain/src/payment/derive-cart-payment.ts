import { CARD_BRANDS_WITHOUT_POINTS } from '../config/business-constants';
import { clampAtZero, subtractMoney, type Money } from '../money/money';
import type { PriceCode } from '../pricing/price-entry';
import { adjustPaymentSplit } from './adjust-payment-split';
import type { CartPayment } from './cart-payment';
import type { PaymentChoice } from './payment-choice';

/** Everything the payment type and amounts are derived from. */
export interface DeriveCartPaymentInput {
  /** The checked lines' total, care plans included. */
  readonly total: Money;
  /** The promotion discount (THB 0 when none). */
  readonly discount: Money;
  readonly choice: PaymentChoice;
  /** The chosen card brand's price code and rate; `undefined` before one is chosen. */
  readonly priceCode: PriceCode | undefined;
  /** Whether point redemption is open (`POINTS_REDEMPTION_OPEN`, a parameter so that both states are tested). */
  readonly pointsRedemptionOpen: boolean;
  /** `ShopConfig.maxRedeemablePointsPerTransaction`; `undefined` when there is no cap. */
  readonly maxPointsPerTransaction: number | undefined;
  /** The customer's available points (0 for a guest). */
  readonly pointsBalance: number;
}

/**
 * The cart payment that follows from the customer's choices (spec section 4, "Payment
 * type derived"):
 * - no reward redemption (not ticked, the feature off, no card brand yet, or a GCS or
 *   TMS card, which cannot take points): `CASH`, or `CASH_INSTALLMENT` when a term is
 *   chosen, with cash = total after discount and zero points;
 * - redeeming: points = the discounted total times ratePoint/rateCash rounded up,
 *   capped by the per-transaction maximum and the balance, or the slider's points when
 *   the customer moved it ({@link adjustPaymentSplit}); the cash is what they leave.
 *   The type is `POINT` when the points pay it all, `POINT_CASH` when cash remains,
 *   and `CASH` when no points could be redeemed;
 * - when the total after discount is 0 or less, points and instalment are off:
 *   `CASH` with THB 0.
 */
export function deriveCartPayment(input: DeriveCartPaymentInput): CartPayment {
  const payable = clampAtZero(subtractMoney(input.total, input.discount));
  const { choice, priceCode } = input;
  const nothingToPay = !payable.greaterThan(0);
  const redeeming =
    choice.redeemPoints &&
    input.pointsRedemptionOpen &&
    priceCode !== undefined &&
    !CARD_BRANDS_WITHOUT_POINTS.includes(priceCode.cardBrand);

  if (nothingToPay || !redeeming) {
    const termOfFlexi = nothingToPay ? undefined : choice.termOfFlexi;
    return {
      paymentType: termOfFlexi === undefined ? 'CASH' : 'CASH_INSTALLMENT',
      cash: payable,
      point: 0,
      termOfFlexi,
    };
  }

  const split = adjustPaymentSplit(
    {
      payable,
      rate: priceCode,
      pointsBalance: input.pointsBalance,
      maxPointsPerTransaction: input.maxPointsPerTransaction,
    },
    { by: 'points', value: choice.points ?? Number.POSITIVE_INFINITY },
  );
  const paymentType = split.points === 0 ? 'CASH' : split.cash.isZero() ? 'POINT' : 'POINT_CASH';
  return { paymentType, cash: split.cash, point: split.points, termOfFlexi: undefined };
}
