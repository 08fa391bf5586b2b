import { Dec, RoundingMode } from '../money/decimal';
import type { Money } from '../money/money';
import type { PointRate } from '../pricing/price-entry';
import { assertPointRate } from './assert-point-rate';

/**
 * The whole points that pay a cash amount at a price code's rate
 * (`ratePoint` points are worth THB `rateCash`): `cash x ratePoint / rateCash`,
 * rounded UP to a whole point. THB 1,000 at the reward rate 1000/6 is
 * 166,666.67 points, so 166,667.
 *
 * Rounding up (the shop collects the fraction of a point) makes this the least
 * number of points whose value covers the cash: points never let a customer pay
 * less than the price. Computed exactly (decimal.js, no binary fractions).
 *
 * @throws RangeError for a negative amount, a broken rate, or more points than a
 *   safe whole number holds.
 */
export function pointsForCash(cash: Money, rate: PointRate): number {
  assertPointRate(rate);
  if (cash.isNegative()) {
    throw new RangeError(`No points pay a negative amount: ${cash.toFixed()}`);
  }
  const points = new Dec(cash)
    .times(rate.ratePoint)
    .dividedBy(rate.rateCash)
    .toDecimalPlaces(0, RoundingMode.up)
    .toNumber();
  if (!Number.isSafeInteger(points)) {
    throw new RangeError(`Too many points for a safe whole number: THB ${cash.toFixed()}`);
  }
  return points;
}
