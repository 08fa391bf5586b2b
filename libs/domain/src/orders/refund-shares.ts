import { Dec } from '../money/decimal';
import { thb, type Money } from '../money/money';

/** What an order's customer paid: cash charged to the card and points redeemed. */
export interface PaidAmounts {
  readonly cash: Money;
  readonly points: number;
}

/**
 * Splits `whole` (a whole number of units) over `weights` in proportion, each
 * part rounded down and the units left over given one each to the parts with
 * the largest remainders (the earlier part first on a tie), so that the parts
 * add up to the whole exactly and none is negative.
 */
function allocate(whole: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) {
    // Nothing weighs anything: an even split, the earlier parts taking the rest.
    const n = BigInt(weights.length);
    return weights.map((_, index) => whole / n + (BigInt(index) < whole % n ? 1n : 0n));
  }
  const floors = weights.map((weight) => (whole * weight) / total);
  const remainders = weights.map((weight) => (whole * weight) % total);
  let left = whole - floors.reduce((sum, part) => sum + part, 0n);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    floors[index] = (floors[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return floors;
}

const toSatang = (amount: Money): bigint => BigInt(new Dec(amount).times(100).toFixed(0));

/**
 * Each sub-order's share of what the order was paid, in proportion to its
 * price before the discount (`unitTotals`: the unit and its care plan): cash to
 * the satang and points whole. The shares add up exactly to what was paid, so
 * refunding every sub-order returns the payment to the satang and the point,
 * and never more.
 *
 * @throws RangeError when there is no sub-order, or a figure is negative.
 */
export function refundShares(paid: PaidAmounts, unitTotals: readonly Money[]): PaidAmounts[] {
  if (unitTotals.length === 0) throw new RangeError('An order has at least one sub-order');
  if (paid.cash.isNegative() || !Number.isSafeInteger(paid.points) || paid.points < 0) {
    throw new RangeError('What was paid is not negative');
  }
  if (unitTotals.some((total) => total.isNegative())) {
    throw new RangeError('A sub-order costs nothing below zero');
  }
  const weights = unitTotals.map(toSatang);
  const cash = allocate(toSatang(paid.cash), weights);
  const points = allocate(BigInt(paid.points), weights);
  return cash.map((satang, index) => ({
    cash: thb(new Dec(satang.toString()).dividedBy(100)),
    points: Number(points[index] ?? 0n),
  }));
}
