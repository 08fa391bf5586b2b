import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, type CardBrand } from '../config/business-constants';
import { thb, ZERO_THB } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { ippConfigArb } from '../testing/instalments.arbitraries';
import type { CashInstallmentRange, IppConfig } from './ipp-config';
import { offeredTerms, type OfferedTermsRequest } from './offered-terms';

const config: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '4': { termValue: 4, termId: 'IPP04', custIpp: '0' },
    '6': { termValue: 6, termId: 'IPP06', custIpp: '0.69' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    { cashFrom: thb(3000), cashTo: thb('9999.99'), term: [3, 4], termCardBrands: [] },
    {
      cashFrom: thb(10_000),
      cashTo: thb(500_000),
      // 24 months has no rate in the ippConfig: it cannot be offered.
      term: [10, 3, 4, 6, 24],
      termCardBrands: [
        { term: 10, cardBrand: ['KCC'] },
        { term: 6, cardBrand: ['KCC', 'AYCAP'] },
      ],
    },
  ],
};

const months = (
  request: Partial<OfferedTermsRequest> & { amount: OfferedTermsRequest['amount'] },
) => offeredTerms({ config, cardBrand: 'KCC', ...request }).map((term) => term.termValue);

/** The brand rule, restated: a term listed in the range is for its listed brands, any other term for all. */
const brandGets = (range: CashInstallmentRange, cardBrand: CardBrand | undefined, term: number) =>
  cardBrand === undefined ||
  range.termCardBrands.every((entry) => entry.term !== term) ||
  range.termCardBrands.some((entry) => entry.term === term && entry.cardBrand.includes(cardBrand));

describe('offeredTerms: "Instalment: offered only if discounted total in a cashFrom-cashTo range"', () => {
  it('THB 5,000 is in the THB 3,000 - 9,999.99 range: 3 and 4 months', () => {
    expect(months({ amount: thb(5000) })).toEqual([3, 4]);
  });

  it('both ends of a range are inside it (cashFrom <= amount <= cashTo)', () => {
    expect(months({ amount: thb(3000) })).toEqual([3, 4]);
    expect(months({ amount: thb('9999.99') })).toEqual([3, 4]);
    expect(months({ amount: thb(500_000) })).toEqual([3, 4, 6, 10]);
  });

  it('nothing is offered for an amount in no range: THB 2,999.99, THB 500,000.01, THB 0', () => {
    expect(months({ amount: thb('2999.99') })).toEqual([]);
    expect(months({ amount: thb('500000.01') })).toEqual([]);
    expect(months({ amount: ZERO_THB })).toEqual([]);
  });

  it('a term without a rate in the ippConfig (24 months) is never offered; the terms come in ascending order', () => {
    expect(months({ amount: thb(45_900), cardBrand: 'KCC' })).toEqual([3, 4, 6, 10]);
  });

  describe('card brands (termCardBrands: "which card brands offer each term")', () => {
    it('10 months is for KCC only, 6 months for KCC and AYCAP, 3 and 4 months (not listed) for every card', () => {
      expect(months({ amount: thb(45_900), cardBrand: 'KCC' })).toEqual([3, 4, 6, 10]);
      expect(months({ amount: thb(45_900), cardBrand: 'AYCAP' })).toEqual([3, 4, 6]);
      expect(months({ amount: thb(45_900), cardBrand: 'GCS' })).toEqual([3, 4]);
    });

    it('a term listed twice is offered with the brands of either entry', () => {
      const twice: IppConfig = {
        ...config,
        cashInstallments: [
          {
            cashFrom: thb(3000),
            cashTo: thb(50_000),
            term: [10],
            termCardBrands: [
              { term: 10, cardBrand: ['KCC'] },
              { term: 10, cardBrand: ['TMS'] },
            ],
          },
        ],
      };
      const offered = (cardBrand: CardBrand) =>
        offeredTerms({ config: twice, amount: thb(10_000), cardBrand }).map(
          (term) => term.termValue,
        );
      expect([offered('KCC'), offered('TMS'), offered('AYCAP')]).toEqual([[10], [10], []]);
    });

    it('before a card brand is chosen, every term of the range is shown', () => {
      expect(months({ amount: thb(45_900), cardBrand: undefined })).toEqual([3, 4, 6, 10]);
    });
  });

  describe("the promotion's termIds", () => {
    it('a promotion restricting to IPP10 and IPP03 leaves only those (of the ones offered)', () => {
      expect(
        months({ amount: thb(45_900), cardBrand: 'KCC', promoTermIds: ['IPP10', 'IPP03'] }),
      ).toEqual([3, 10]);
      expect(months({ amount: thb(45_900), cardBrand: 'AYCAP', promoTermIds: ['IPP10'] })).toEqual(
        [],
      );
    });

    it('an empty or absent list does not restrict', () => {
      expect(months({ amount: thb(45_900), cardBrand: 'KCC', promoTermIds: [] })).toEqual([
        3, 4, 6, 10,
      ]);
      expect(months({ amount: thb(45_900), cardBrand: 'KCC', promoTermIds: undefined })).toEqual([
        3, 4, 6, 10,
      ]);
    });
  });

  it('overlapping ranges offer what either offers, each term once', () => {
    const overlapping: IppConfig = {
      ...config,
      cashInstallments: [
        { cashFrom: thb(3000), cashTo: thb(10_000), term: [3, 4], termCardBrands: [] },
        { cashFrom: thb(10_000), cashTo: thb(50_000), term: [4, 10], termCardBrands: [] },
      ],
    };
    expect(
      offeredTerms({ config: overlapping, amount: thb(10_000), cardBrand: 'KCC' }).map(
        (t) => t.termValue,
      ),
    ).toEqual([3, 4, 10]);
  });

  describe('properties', () => {
    const requestArb = fc.record({
      config: ippConfigArb(),
      amount: moneyArb({ max: 700_000 }),
      cardBrand: fc.option(fc.constantFrom(...CARD_BRANDS), { nil: undefined }),
      promoTermIds: fc.option(fc.subarray(['IPP3', 'IPP4', 'IPP6', 'IPP10', 'IPP12', 'IPP24']), {
        nil: undefined,
      }),
    });

    it('every offered term has a rate, and a range holding the amount offers it to the brand; it passes the promotion', () => {
      fc.assert(
        fc.property(requestArb, (request) => {
          for (const term of offeredTerms(request)) {
            expect(Object.values(request.config.ippConfig)).toContainEqual(term);
            const ranges = request.config.cashInstallments.filter(
              (range) =>
                range.cashFrom.lessThanOrEqualTo(request.amount) &&
                request.amount.lessThanOrEqualTo(range.cashTo) &&
                range.term.includes(term.termValue) &&
                brandGets(range, request.cardBrand, term.termValue),
            );
            expect(ranges.length).toBeGreaterThan(0);
            if (request.promoTermIds !== undefined && request.promoTermIds.length > 0) {
              expect(request.promoTermIds).toContain(term.termId);
            }
          }
        }),
      );
    });

    it('terms are unique and ascending; a restriction never adds a term', () => {
      fc.assert(
        fc.property(requestArb, (request) => {
          const offered = offeredTerms(request).map((term) => term.termValue);
          expect(offered).toEqual([...new Set(offered)].sort((a, b) => a - b));
          const unrestricted = offeredTerms({
            ...request,
            cardBrand: undefined,
            promoTermIds: undefined,
          }).map((term) => term.termValue);
          expect(offered.every((term) => unrestricted.includes(term))).toBe(true);
        }),
      );
    });
  });
});
