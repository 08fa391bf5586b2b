import { clampAtZero, subtractMoney, type Money } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import { usablePoints } from '../points/usable-points';
import type { PointRate } from '../pricing/price-entry';

/** What bounds the points and cash of a points-plus-cash payment. */
export interface PaymentSplitContext {
  /** What is left to pay: the total after discount (an amount below 0 counts as 0). */
  readonly payable: Money;
  /** The chosen card brand's price-code rate. */
  readonly rate: PointRate;
  /** The customer's available points. */
  readonly pointsBalance: number;
  /** `ShopConfig.maxRedeemablePointsPerTransaction`; `undefined` when there is no cap. */
  readonly maxPointsPerTransaction: number | undefined;
}

/** The ends of the payment slider. */
export interface PaymentSplitLimits {
  /** The most points: the least of the balance, the per-transaction cap and the points paying it all. */
  readonly maxPoints: number;
  /** The least cash: what the most points leave to pay. */
  readonly minCash: Money;
  /** The most cash: everything, with no points. */
  readonly maxCash: Money;
}

/**
 * The ends of the points slider and of the cash input (spec section 5, "Payment
 * inputs: ... capped at available points or remaining amount; ... points within
 * customer maximum and per-transaction cap").
 *
 * The most points never exceed {@link pointsForCash} of the payable amount (rounded
 * up: the least points that pay it all), so no slider position redeems points
 * for nothing. Balance and cap are read through `usablePoints`.
 */
export function paymentSplitLimits(context: PaymentSplitContext): PaymentSplitLimits {
  const payable = clampAtZero(context.payable);
  const cap = context.maxPointsPerTransaction;
  const maxPoints = Math.min(
    usablePoints(context.pointsBalance),
    cap === undefined ? Number.MAX_SAFE_INTEGER : usablePoints(cap),
    pointsForCash(payable, context.rate),
  );
  return {
    maxPoints,
    minCash: clampAtZero(subtractMoney(payable, cashValueOfPoints(maxPoints, context.rate))),
    maxCash: payable,
  };
}
