import type { CardBrand } from '../config/business-constants';
import type { Money } from '../money/money';
import { findIppTerm } from './find-ipp-term';
import type { CashInstallmentRange, IppConfig, IppTerm } from './ipp-config';

/** What decides the instalment terms a purchase is offered. */
export interface OfferedTermsRequest {
  readonly config: IppConfig;
  /** The discounted total (cash minus discount), or an item's price. */
  readonly amount: Money;
  /** The chosen card brand; `undefined` before one is chosen (no brand restriction yet). */
  readonly cardBrand: CardBrand | undefined;
  /** The promotion's `termIds`; `undefined` or empty when it does not restrict terms. */
  readonly promoTermIds?: readonly string[] | undefined;
}

/**
 * The instalment terms offered for an amount (spec sections 4 and 5), in ascending months:
 * 1. the terms of every cash range with `cashFrom <= amount <= cashTo` (ranges that
 *    overlap at a boundary offer the terms of both; nothing for an amount of 0 or less,
 *    since "if cash minus discount is 0 or less, points and instalment are turned off");
 * 2. restricted to the card brand: a term that the range's `termCardBrands` lists is
 *    offered only with the card brands listed for it; a term it does not list is
 *    offered with every card brand ("which card brands offer each term");
 * 3. only terms with a rate in the `ippConfig`;
 * 4. restricted to the promotion's `termIds` when it lists some.
 */
export function offeredTerms(request: OfferedTermsRequest): readonly IppTerm[] {
  const { config, amount, cardBrand, promoTermIds } = request;
  if (!amount.greaterThan(0)) return [];
  const months = new Set(
    config.cashInstallments
      .filter(
        (range) =>
          range.cashFrom.lessThanOrEqualTo(amount) && amount.lessThanOrEqualTo(range.cashTo),
      )
      .flatMap((range) => termsForBrand(range, cardBrand)),
  );
  const promoRestricts = promoTermIds !== undefined && promoTermIds.length > 0;
  return [...months]
    .map((each) => findIppTerm(config, each))
    .filter((term): term is IppTerm => term !== undefined)
    .filter((term) => !promoRestricts || promoTermIds.includes(term.termId))
    .sort((a, b) => a.termValue - b.termValue);
}

function termsForBrand(
  range: CashInstallmentRange,
  cardBrand: CardBrand | undefined,
): readonly number[] {
  if (cardBrand === undefined) return range.term;
  return range.term.filter((term) => {
    const entries = range.termCardBrands.filter((entry) => entry.term === term);
    return entries.length === 0 || entries.some((entry) => entry.cardBrand.includes(cardBrand));
  });
}
