import { Dec } from '../money/decimal';
import { roundDownToSatang, type Money } from '../money/money';
import type { PointRate } from '../pricing/price-entry';
import { assertPointRate } from './assert-point-rate';

/**
 * The cash value of whole points at a price code's rate: `points x rateCash / ratePoint`,
 * rounded DOWN to the satang. 166,667 points at the reward rate 1000/6 are worth
 * THB 1,000.002, so THB 1,000.00.
 *
 * Rounding down means the customer's credit is never overstated: the shop keeps
 * the fraction of a satang, and together with {@link pointsForCash} rounding up,
 * a round trip cash -> points -> cash never comes back below the price.
 *
 * @throws RangeError for a fraction of a point, a negative number or a broken rate.
 */
export function cashValueOfPoints(points: number, rate: PointRate): Money {
  assertPointRate(rate);
  if (!Number.isSafeInteger(points) || points < 0) {
    throw new RangeError(`Points are whole and not negative: ${points}`);
  }
  return roundDownToSatang(new Dec(points).times(rate.rateCash).dividedBy(rate.ratePoint));
}
