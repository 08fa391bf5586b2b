import fc from 'fast-check';
import { CARD_BRANDS } from '../config/business-constants';
import { Dec } from '../money/decimal';
import { exactMoney } from '../money/money';
import type { CashInstallmentRange, IppConfig, IppTerm } from '../instalments/ipp-config';
import { moneyArb } from './money.arbitraries';

/** The terms, in months, instalment plans are sold in. */
export const INSTALMENT_TERMS = [3, 4, 6, 10, 12, 18, 24, 36] as const;

/** Any usual instalment term, in months. */
export function instalmentMonthsArb(): fc.Arbitrary<number> {
  return fc.oneof(fc.constantFrom(...INSTALMENT_TERMS), fc.integer({ min: 1, max: 60 }));
}

/** A customer rate in percent per month as decimal text (`custIpp`): 0% often, else 0.0001% to 2.5%. */
export function monthlyRatePercentArb(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('0', '0.69', '0.74', '0.8', '0.89'),
    fc
      .integer({ min: 1, max: 25_000 })
      .map((tenThousandths) => new Dec(tenThousandths).dividedBy(10_000).toFixed()),
  );
}

/** One term of the `ippConfig`, with id `IPP{months}`. */
export function ippTermArb(months?: number): fc.Arbitrary<IppTerm> {
  return fc
    .tuple(
      months === undefined ? instalmentMonthsArb() : fc.constant(months),
      monthlyRatePercentArb(),
    )
    .map(([termValue, custIpp]) => ({ termValue, termId: `IPP${termValue}`, custIpp }));
}

/**
 * A whole instalment config: a few terms with rates, and one to three cash ranges
 * (from THB 1,000 up) offering some of them (now and then a term missing from the
 * config), with some terms tied to card brands.
 */
export function ippConfigArb(): fc.Arbitrary<IppConfig> {
  return fc
    .uniqueArray(fc.constantFrom(...INSTALMENT_TERMS), {
      minLength: 1,
      maxLength: INSTALMENT_TERMS.length,
    })
    .chain((months) =>
      fc.tuple(
        fc.tuple(...months.map((each) => ippTermArb(each))),
        fc.array(cashRangeArb([...months, 60]), { minLength: 1, maxLength: 3 }),
      ),
    )
    .map(([terms, cashInstallments]) => ({
      ippConfig: Object.fromEntries(terms.map((term) => [String(term.termValue), term])),
      cashInstallments,
    }));
}

function cashRangeArb(months: readonly number[]): fc.Arbitrary<CashInstallmentRange> {
  return fc
    .tuple(
      moneyArb({ min: 1_000, max: 100_000 }),
      moneyArb({ min: 0, max: 500_000 }),
      fc.subarray([...months], { minLength: 1 }),
    )
    .chain(([cashFrom, width, term]) =>
      fc.record({
        cashFrom: fc.constant(cashFrom),
        cashTo: fc.constant(exactMoney(cashFrom.plus(width))),
        term: fc.constant(term),
        termCardBrands: fc.array(
          fc.record({
            term: fc.constantFrom(...term),
            cardBrand: fc.subarray([...CARD_BRANDS], { minLength: 1 }),
          }),
          { maxLength: 3 },
        ),
      }),
    );
}
