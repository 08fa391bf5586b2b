import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../config/business-constants';
import { thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { INSTALMENT_TERMS, ippConfigArb } from '../testing/instalments.arbitraries';
import type { IppConfig } from './ipp-config';
import { offeredTerms } from './offered-terms';
import { validateInstalmentTerm, type InstalmentTermChoice } from './validate-instalment-term';

const config: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    {
      cashFrom: thb(3000),
      cashTo: thb(500_000),
      term: [3, 10],
      termCardBrands: [
        { term: 10, cardBrand: ['KCC'] },
        { term: 3, cardBrand: ['AYCAP'] },
      ],
    },
  ],
};

const choice = (overrides: Partial<InstalmentTermChoice> = {}): InstalmentTermChoice => ({
  config,
  amount: thb(45_900),
  cardBrand: 'KCC',
  termOfFlexi: 10,
  ippCustomer: 'IPP10',
  ...overrides,
});

const codes = (input: InstalmentTermChoice) => {
  const result = validateInstalmentTerm(input);
  return result.ok ? [] : result.errors;
};

describe('validateInstalmentTerm: "CASH_INSTALLMENT has ... chosen term matches the customer\'s term"', () => {
  it('accepts 10 months (IPP10) on THB 45,900 with KCC, and gives the term with its rate', () => {
    expect(validateInstalmentTerm(choice())).toEqual({
      ok: true,
      value: { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
    });
  });

  it('needs a term', () => {
    expect(codes(choice({ termOfFlexi: undefined, ippCustomer: undefined }))).toEqual([
      { code: 'instalments.termRequired' },
    ]);
  });

  it('refuses an amount in no cashFrom-cashTo range: THB 2,500', () => {
    expect(codes(choice({ amount: thb(2500) }))).toEqual([
      { code: 'instalments.amountOutOfRange', amount: '2500.00' },
    ]);
  });

  it('refuses a term not offered for the card brand: 10 months with AYCAP', () => {
    expect(codes(choice({ cardBrand: 'AYCAP' }))).toEqual([
      { code: 'instalments.termNotOffered', term: 10 },
    ]);
  });

  it("refuses a term the promotion's termIds leave out", () => {
    expect(codes(choice({ promoTermIds: ['IPP03'] }))).toEqual([
      { code: 'instalments.termNotOffered', term: 10 },
    ]);
  });

  it('refuses a term that is not a whole number of months as not offered', () => {
    expect(codes(choice({ termOfFlexi: 10.5 }))).toEqual([
      { code: 'instalments.termNotOffered', term: 10.5 },
    ]);
  });

  it("refuses an ippCustomer that is not the term's id, or none", () => {
    expect(codes(choice({ ippCustomer: 'IPP03' }))).toEqual([
      { code: 'instalments.termMismatch', term: 10, termId: 'IPP03' },
    ]);
    expect(codes(choice({ ippCustomer: undefined }))).toEqual([
      { code: 'instalments.termMismatch', term: 10, termId: '' },
    ]);
  });

  it('collects every broken rule: no term and an amount out of range', () => {
    expect(
      codes(choice({ termOfFlexi: undefined, amount: thb(1000) })).map((error) => error.code),
    ).toEqual(['instalments.termRequired', 'instalments.amountOutOfRange']);
  });

  describe('properties', () => {
    it('accepts exactly the offered terms with their own id', () => {
      fc.assert(
        fc.property(
          ippConfigArb(),
          moneyArb({ max: 700_000 }),
          fc.option(fc.constantFrom(...CARD_BRANDS), { nil: undefined }),
          fc.oneof(fc.constantFrom(...INSTALMENT_TERMS), fc.integer({ min: 1, max: 40 })),
          (ippConfig, amount, cardBrand, termOfFlexi) => {
            const offered = offeredTerms({ config: ippConfig, amount, cardBrand });
            const term = offered.find((each) => each.termValue === termOfFlexi);
            const result = validateInstalmentTerm({
              config: ippConfig,
              amount,
              cardBrand,
              termOfFlexi,
              ippCustomer: term?.termId ?? `IPP${termOfFlexi}`,
            });
            expect(result.ok).toBe(term !== undefined);
            if (result.ok) expect(result.value).toEqual(term);
          },
        ),
      );
    });
  });
});
