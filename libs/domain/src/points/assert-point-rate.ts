import type { PointRate } from '../pricing/price-entry';

/**
 * Checks that a price code's rate can convert at all: `ratePoint` points are worth
 * THB `rateCash`, both finite and above zero.
 *
 * Rates come from the shop's own price codes, never from a customer, so a broken
 * one is a programming or data error rather than a validation failure.
 * @throws RangeError when either side is zero, negative or not a finite number.
 */
export function assertPointRate(rate: PointRate): void {
  for (const side of [rate.ratePoint, rate.rateCash]) {
    if (!Number.isFinite(side) || side <= 0) {
      throw new RangeError(
        `A point rate needs two positive numbers: ${rate.ratePoint} points for THB ${rate.rateCash}`,
      );
    }
  }
}
