import { Dec, type Decimal } from '../money/decimal';
import { clampAtZero, roundDownToSatang, subtractMoney, type Money } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import {
  paymentSplitLimits,
  type PaymentSplitContext,
  type PaymentSplitLimits,
} from './payment-split-limits';

/** How a points-plus-cash payment is divided. */
export interface PaymentSplit {
  /** Whole points redeemed. */
  readonly points: number;
  /** Cash paid by card, whole satang, never negative. */
  readonly cash: Money;
  /** What the points are worth (rounded down to the satang). */
  readonly pointsValue: Money;
}

/**
 * The customer moved the points slider or typed into the points or cash input.
 * The value is untrusted: a number from the slider or the text of an input.
 */
export type PaymentSplitChange =
  | { readonly by: 'points'; readonly value: unknown }
  | { readonly by: 'cash'; readonly value: unknown };

/**
 * The payment split after the customer moves one side (spec section 5, "Payment inputs:
 * points integer, cash decimal; capped at available points or remaining amount; sum
 * equals payable; points within customer maximum and per-transaction cap").
 *
 * - Points: the fraction of a point is dropped, then the points are clamped to
 *   0 ... {@link PaymentSplitLimits.maxPoints}; the cash is what they leave to pay.
 * - Cash: digits past the satang are dropped (`roundDownToSatang`, as a two-decimal
 *   field would), the cash is clamped to minCash ... payable, the points become the
 *   least that pay the rest ({@link pointsForCash}, rounded up), and the cash is then
 *   what those points leave to pay. At a rate where a point is worth more than a
 *   satang this can be a little less than typed; at the reward rate it is as typed.
 * - Text that is not a plain non-negative number (empty, letters, a minus sign) counts
 *   as 0; grouping commas are allowed. Never throws.
 *
 * - Points are always the least whole number worth their value: a point that adds
 *   nothing once the value is rounded down is not taken (at the reward rate 100,001
 *   points are worth THB 600.00, as are 100,000, so 100,000 are redeemed).
 *
 * So `cash + pointsValue = payable` exactly, except when the points pay everything:
 * then cash is 0 and the points may be worth a fraction of one point more than the
 * payable amount, since points are whole (never at the reward rate, where a point is
 * worth THB 0.006, less than a satang).
 */
export function adjustPaymentSplit(
  context: PaymentSplitContext,
  change: PaymentSplitChange,
): PaymentSplit {
  const limits = paymentSplitLimits(context);
  if (change.by === 'points') {
    return splitByPoints(
      context,
      limits,
      Math.min(pointsFromInput(change.value), limits.maxPoints),
    );
  }
  const typed = cashFromInput(change.value);
  const clamped = Dec.min(Dec.max(typed, limits.minCash), limits.maxCash);
  const cash = roundDownToSatang(clamped);
  const points = pointsForCash(subtractMoney(limits.maxCash, cash), context.rate);
  return splitByPoints(context, limits, Math.min(points, limits.maxPoints));
}

function splitByPoints(
  context: PaymentSplitContext,
  limits: PaymentSplitLimits,
  points: number,
): PaymentSplit {
  const pointsValue = cashValueOfPoints(points, context.rate);
  return {
    points: pointsForCash(pointsValue, context.rate),
    cash: clampAtZero(subtractMoney(limits.maxCash, pointsValue)),
    pointsValue,
  };
}

const PLAIN_NUMBER = /^(\d*)(\.\d*)?$/;

function plainNumberText(value: string): string | undefined {
  const text = value.trim().replace(/,/g, '');
  return text !== '' && text !== '.' && PLAIN_NUMBER.test(text) ? text : undefined;
}

/** Whole points from a slider number or input text; may be `Infinity` (clamped by the caller). */
function pointsFromInput(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) || value <= 0 ? 0 : Math.floor(value);
  if (typeof value !== 'string') return 0;
  const text = plainNumberText(value);
  return text === undefined ? 0 : new Dec(text).floor().toNumber();
}

/** A cash figure of 0 or more from a number, a decimal or input text; may be infinite. */
function cashFromInput(value: unknown): Decimal {
  if (typeof value === 'number')
    return Number.isNaN(value) || value <= 0 ? new Dec(0) : new Dec(value);
  if (Dec.isDecimal(value)) {
    const decimal = new Dec(value as Decimal);
    return decimal.isNaN() || decimal.isNegative() ? new Dec(0) : decimal;
  }
  if (typeof value !== 'string') return new Dec(0);
  const text = plainNumberText(value);
  return text === undefined ? new Dec(0) : new Dec(text);
}
