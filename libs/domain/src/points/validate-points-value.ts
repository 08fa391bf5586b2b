import { moneyToString, thb, type Money } from '../money/money';
import type { PointRate } from '../pricing/price-entry';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import { cashValueOfPoints } from './cash-value-of-points';
import type { PointsErrorCode } from './error-codes';
import { pointsForCash } from './points-for-cash';

/**
 * The least a points part may be worth: one satang. The spec gives no other minimum
 * ("POINT_CASH has cash plus converted points equal to total"); below it the points
 * are worth THB 0.00 once rounded down, so they would be taken from the balance and
 * pay nothing.
 */
export const MIN_POINTS_VALUE: Money = thb('0.01');

/**
 * Points redeemed as part of a payment, worth at least {@link MIN_POINTS_VALUE} at
 * the card's rate ({@link cashValueOfPoints}, rounded down): their value, or
 * `points.valueBelowMinimum` with `min` and `minPoints`, the least whole points
 * worth it ({@link pointsForCash}, rounded up). 1 point at the reward rate 1000/6 is
 * worth THB 0.006, THB 0.00: refused; 2 points are worth THB 0.01.
 *
 * @throws RangeError for a fraction of a point, a negative number or a broken rate.
 */
export function validatePointsValue(
  points: number,
  rate: PointRate,
): Checked<Money, DomainError<PointsErrorCode>> {
  const value = cashValueOfPoints(points, rate);
  if (value.greaterThanOrEqualTo(MIN_POINTS_VALUE)) return accept(value);
  return reject([
    domainError('points.valueBelowMinimum', {
      min: moneyToString(MIN_POINTS_VALUE),
      minPoints: pointsForCash(MIN_POINTS_VALUE, rate),
    }),
  ]);
}
