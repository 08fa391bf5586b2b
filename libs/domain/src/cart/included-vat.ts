import { VAT_PERCENT } from '../config/business-constants';
import { Dec } from '../money/decimal';
import { roundHalfUpToSatang, type Money } from '../money/money';

/**
 * The VAT included in a tax-inclusive amount: amount x 7 / 107 (`VAT_PERCENT`), rounded half up
 * to the satang (`roundHalfUpToSatang`), the usual rounding of a Thai tax invoice. Nobody gains
 * the last satang: the customer pays the inclusive amount either way; the rounding only decides
 * how that amount is split between the VAT reported and the net price (`amount - VAT`, exact).
 * (An exact half satang never arises: 107 is prime, so amount x 7 / 107 in satang is either whole
 * or not a half; half up is named for clarity, not because ties occur.)
 */
export function includedVat(amount: Money): Money {
  return roundHalfUpToSatang(amount.times(VAT_PERCENT).dividedBy(new Dec(100).plus(VAT_PERCENT)));
}
