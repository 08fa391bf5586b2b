import { Dec, type Decimal, type DecimalInput } from '../money/decimal';
import { roundHalfUpToSatang, type Money } from '../money/money';

/**
 * What an instalment plan costs in all (spec section 5): `amount x (1 + term x rate / 100)`,
 * where the rate is the customer's percent per month (`custIpp`). THB 45,900 over
 * 10 months at 0.89% is 45,900 x 1.089 = THB 49,985.10; at 0% it is the amount.
 *
 * Rounded to the nearest satang, half up (`roundHalfUpToSatang`): the total is a
 * figure the card issuer quotes, so neither side systematically gains; each gains
 * at most half a satang (at 0% nothing is rounded at all).
 *
 * @throws RangeError for a term that is not a whole number of months above 0, a
 *   rate that is negative or not a number, or a negative amount: terms and rates
 *   come from the shop's own config.
 */
export function instalmentTotal(
  amount: Money,
  months: number,
  ratePercentPerMonth: DecimalInput,
): Money {
  if (!Number.isSafeInteger(months) || months < 1) {
    throw new RangeError(`An instalment term is a whole number of months above 0: ${months}`);
  }
  if (amount.isNegative()) {
    throw new RangeError(`An instalment amount cannot be negative: ${amount.toFixed()}`);
  }
  const rate = monthlyRate(ratePercentPerMonth);
  return roundHalfUpToSatang(rate.times(months).dividedBy(100).plus(1).times(amount));
}

function monthlyRate(value: DecimalInput): Decimal {
  let rate: Decimal;
  try {
    rate = new Dec(value);
  } catch {
    throw new RangeError(`An instalment rate must be a number: ${String(value)}`);
  }
  if (!rate.isFinite() || rate.isNegative()) {
    throw new RangeError(`An instalment rate must be 0 or more: ${String(value)}`);
  }
  return rate;
}
