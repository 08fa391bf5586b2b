import fc from 'fast-check';
import { exactMoney, type Money } from '../money/money';
import { Dec } from '../money/decimal';

/** Whole satang between `min` and `max` baht (inclusive), as `Money`. */
export function moneyArb({
  min = 0,
  max = 1_000_000,
}: { min?: number; max?: number } = {}): fc.Arbitrary<Money> {
  return fc
    .bigInt({ min: BigInt(Math.round(min * 100)), max: BigInt(Math.round(max * 100)) })
    .map((satang) => exactMoney(new Dec(satang.toString()).dividedBy(100)));
}

/** A strictly positive amount up to `max` baht. */
export function positiveMoneyArb(max = 1_000_000): fc.Arbitrary<Money> {
  return moneyArb({ min: 0.01, max });
}

/** Any finite decimal with up to 6 decimals, for checking roundings. */
export function decimalTextArb(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }))
    .map(([units, scale]) => new Dec(units.toString()).dividedBy(new Dec(10).pow(scale)).toFixed());
}
