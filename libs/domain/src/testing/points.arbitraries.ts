import fc from 'fast-check';
import { CARD_BRANDS, MAX_POINTS_PER_ITEM, REWARD_POINT_RATE } from '../config/business-constants';
import type { PointRate, PriceCode } from '../pricing/price-entry';

/**
 * Any rate a price code may carry: the reward type's 1000 points for THB 6, or
 * any whole `ratePoint` points for any whole THB `rateCash`, from a point worth
 * a fraction of a satang to a point worth hundreds of baht.
 */
export function pointRateArb(): fc.Arbitrary<PointRate> {
  return fc.oneof(
    fc.constant<PointRate>(REWARD_POINT_RATE),
    fc.record({
      ratePoint: fc.integer({ min: 1, max: 100_000 }),
      rateCash: fc.integer({ min: 1, max: 1_000 }),
    }),
  );
}

/**
 * A rate at which one point is worth at most one satang (`rateCash / ratePoint <= 0.01`),
 * like the reward type's THB 0.006: at such rates every amount of whole satang is
 * exactly the value of some whole number of points.
 */
export function fineGrainedPointRateArb(): fc.Arbitrary<PointRate> {
  return fc.oneof(
    fc.constant<PointRate>(REWARD_POINT_RATE),
    fc
      .record({
        rateCash: fc.integer({ min: 1, max: 100 }),
        factor: fc.integer({ min: 100, max: 1_000 }),
      })
      .map(({ rateCash, factor }) => ({ ratePoint: rateCash * factor, rateCash })),
  );
}

/** A whole number of points from `min` to `max` (default: up to the per-item maximum, 999,999). */
export function wholePointsArb({
  min = 0,
  max = MAX_POINTS_PER_ITEM,
}: { min?: number; max?: number } = {}): fc.Arbitrary<number> {
  return fc.integer({ min, max });
}

/** A card brand's price code with any rate. */
export function priceCodeArb(): fc.Arbitrary<PriceCode> {
  return fc
    .tuple(fc.constantFrom(...CARD_BRANDS), pointRateArb())
    .map(([cardBrand, rate]) => ({ cardBrand, ...rate }));
}
