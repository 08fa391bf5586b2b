import { Dec } from '../money/decimal';
import { multiplyMoney, roundHalfUpToSatang, subtractMoney, type Money } from '../money/money';

/** A total split into monthly payments. */
export interface InstalmentSplit {
  /** The payment of every month after the first. */
  readonly monthly: Money;
  /** The first payment: the total less every other payment. */
  readonly first: Money;
  /** Every payment in order, the first one first; they sum exactly to the total. */
  readonly payments: readonly Money[];
}

/**
 * Splits an instalment total into `months` payments (spec section 5): the monthly
 * payment is `total / months` rounded to the satang, half up (`roundHalfUpToSatang`,
 * the figure quoted to the customer); the FIRST payment absorbs the difference,
 * `total - monthly x (months - 1)`, so the payments sum to the total exactly and
 * no satang is gained or lost by either side.
 *
 * The first payment differs from the monthly by at most `months x 0.005` (each of
 * the other payments is at most half a satang off `total / months`); it is exactly
 * that far only when `total / months` ends in a half satang.
 *
 * @throws RangeError for a term that is not a whole number of months above 0, or a
 *   total too small for every payment to be positive (it must exceed about
 *   `months x (months - 1) x 0.005`; instalment ranges start far above that).
 */
export function splitInstalments(total: Money, months: number): InstalmentSplit {
  if (!Number.isSafeInteger(months) || months < 1) {
    throw new RangeError(`An instalment term is a whole number of months above 0: ${months}`);
  }
  const monthly = roundHalfUpToSatang(new Dec(total).dividedBy(months));
  const first = subtractMoney(total, multiplyMoney(monthly, months - 1));
  if (!monthly.greaterThan(0) || !first.greaterThan(0)) {
    throw new RangeError(
      `THB ${total.toFixed(2)} cannot be split into ${months} positive monthly payments`,
    );
  }
  return {
    monthly,
    first,
    payments: [first, ...Array.from({ length: months - 1 }, () => monthly)],
  };
}
