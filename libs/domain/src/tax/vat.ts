import { Dec } from '../money/decimal';
import { roundHalfUpToSatang, subtractMoney, type Money } from '../money/money';

/** Thailand's value added tax, in percent. */
export const VAT_RATE_PERCENT = 7;

/** A price that includes VAT, split into the tax and the rest. */
export interface VatBreakdown {
  /** The price as charged, VAT included. */
  readonly total: Money;
  /** The VAT inside it: total x 7/107, rounded to the satang, half up. */
  readonly vat: Money;
  /** total - vat, so that net + vat is the total to the satang. */
  readonly net: Money;
}

/**
 * The VAT inside `total` (the shop's prices include it), as a tax invoice
 * states it. The VAT is rounded and the net is what is left, so the two always
 * add up to the total exactly.
 * @throws RangeError for a negative total (a refund is stated as a positive amount).
 */
export function vatIncluded(total: Money): VatBreakdown {
  if (total.isNegative())
    throw new RangeError(`A VAT-inclusive total cannot be negative: ${total.toFixed(2)}`);
  const vat = roundHalfUpToSatang(
    new Dec(total).times(VAT_RATE_PERCENT).dividedBy(100 + VAT_RATE_PERCENT),
  );
  return { total, vat, net: subtractMoney(total, vat) };
}
