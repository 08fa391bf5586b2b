import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, REWARD_POINT_RATE } from '../config/business-constants';
import type { IppConfig } from '../instalments/ipp-config';
import { moneyToString, thb, ZERO_THB, type Money } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import type { PriceEntry } from '../pricing/price-entry';
import { moneyArb } from '../testing/money.arbitraries';
import { priceEntryArb } from '../testing/payment.arbitraries';
import { pointRateArb } from '../testing/points.arbitraries';
import { paymentOptions, type PaymentOption, type PaymentOptionsRequest } from './payment-options';

const entry = (type: PriceEntry['type'], overrides: Partial<PriceEntry> = {}): PriceEntry => ({
  type,
  priceCode: 'KCC',
  cash: thb(5990),
  point: 0,
  minimumTransactionAmount: ZERO_THB,
  ...REWARD_POINT_RATE,
  ...overrides,
});

const ippConfig: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP3', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0' },
  },
  cashInstallments: [
    { cashFrom: thb(3000), cashTo: thb(50_000), term: [3, 10], termCardBrands: [] },
  ],
};

/** AirPods Pro at THB 5,990 with KCC: cash, full points, two mixed options, the 12% points discount, 10 months. */
const prices: PriceEntry[] = [
  entry('CASH'),
  entry('POINT'),
  entry('POINT_CASH', { percentPoint: 50, percentCash: 50 }),
  entry('POINT_CASH', { percentCash: 70, minimumTransactionAmount: thb(5000) }),
  entry('POINT_CASH', { percentPoint: 20, minimumTransactionAmount: thb(10_000) }),
  entry('POINT_DISCOUNT', { percentDiscount: 12 }),
  entry('FLEXI', { termOfFlexi: 10, minimumTransactionAmount: thb(3000) }),
  entry('FLEXI', { termOfFlexi: 3, minimumTransactionAmount: thb(10_000) }),
  entry('POINT', { priceCode: 'AYCAP', ratePoint: 1, rateCash: 1 }),
];

const request = (overrides: Partial<PaymentOptionsRequest> = {}): PaymentOptionsRequest => ({
  prices,
  priceCode: 'KCC',
  amount: thb(5990),
  pointsRedemptionOpen: true,
  ippConfig,
  ...overrides,
});

const summary = (option: PaymentOption) =>
  `${option.type} ${option.points} points + THB ${moneyToString(option.cash)}`;
const options = (overrides: Partial<PaymentOptionsRequest> = {}) =>
  paymentOptions(request(overrides)).map(summary);

describe('paymentOptions: "Your Payment Option" for THB 5,990 with a KCC card', () => {
  it('lists cash, full points, the 12% points discount, the mixed options met, and 10 months', () => {
    expect(options()).toEqual([
      'CASH 0 points + THB 5990.00',
      'POINT 998334 points + THB 0.00',
      'POINT_DISCOUNT 878534 points + THB 0.00',
      'POINT_CASH 499167 points + THB 2995.00',
      'POINT_CASH 299500 points + THB 4193.00',
      'FLEXI 0 points + THB 5990.00',
    ]);
  });

  it("'12% discount when redeem reward points equivalent to the transaction': THB 5,271.20 in points, THB 718.80 off", () => {
    const option = paymentOptions(request()).find((each) => each.type === 'POINT_DISCOUNT');
    expect(
      option?.type === 'POINT_DISCOUNT' && {
        percentDiscount: option.percentDiscount,
        discountedAmount: moneyToString(option.discountedAmount),
        discount: moneyToString(option.discount),
        points: option.points,
      },
    ).toEqual({
      percentDiscount: 12,
      discountedAmount: '5271.20',
      discount: '718.80',
      points: 878_534,
    });
  });

  it('rounds the discounted amount UP to the satang: THB 1,234.57 less 12% is 1,086.4216, so THB 1,086.43', () => {
    const option = paymentOptions(request({ amount: thb('1234.57') })).find(
      (each) => each.type === 'POINT_DISCOUNT',
    );
    expect(option?.type === 'POINT_DISCOUNT' && moneyToString(option.discountedAmount)).toBe(
      '1086.43',
    );
  });

  it('"Mixed option skipped when its minimum transaction amount exceeds the amount": at THB 4,000 the 30% option (from THB 5,000) goes', () => {
    expect(options({ amount: thb(4000) }).filter((each) => each.startsWith('POINT_CASH'))).toEqual([
      'POINT_CASH 333334 points + THB 2000.00',
    ]);
  });

  it('a minimum equal to the amount is met: at THB 10,000 the 20% option (from THB 10,000) and 3 months appear', () => {
    const types = paymentOptions(request({ amount: thb(10_000) })).map((each) =>
      each.type === 'FLEXI'
        ? `FLEXI ${each.termOfFlexi}`
        : each.type === 'POINT_CASH'
          ? `POINT_CASH ${each.percentPoint}%`
          : each.type,
    );
    expect(types).toEqual([
      'CASH',
      'POINT',
      'POINT_DISCOUNT',
      'POINT_CASH 50%',
      'POINT_CASH 30%',
      'POINT_CASH 20%',
      'FLEXI 3',
      'FLEXI 10',
    ]);
  });

  it('"if two point options share the same points, the one with highest met minimum wins"', () => {
    const twins = [
      entry('POINT_CASH', { percentPoint: 50, description: 'everyday' }),
      entry('POINT_CASH', {
        percentPoint: 50,
        minimumTransactionAmount: thb(5000),
        description: 'from THB 5,000',
      }),
      entry('POINT_CASH', {
        percentPoint: 50,
        minimumTransactionAmount: thb(5000),
        description: 'a later twin',
      }),
      entry('POINT_CASH', {
        percentPoint: 50,
        minimumTransactionAmount: thb(8000),
        description: 'not met',
      }),
    ];
    expect(paymentOptions(request({ prices: twins })).map((each) => each.description)).toEqual([
      undefined,
      'from THB 5,000',
    ]);
  });

  it('gives each flexi term its plan: 10 months at 0% on THB 5,990 is 10 x THB 599.00', () => {
    const flexi = paymentOptions(request()).find((each) => each.type === 'FLEXI');
    expect(flexi?.type === 'FLEXI' && moneyToString(flexi.schedule!.monthly)).toBe('599.00');
  });

  it('a flexi term needs a cash range for the amount and a rate: none without a config, a rate or a range', () => {
    const flexiOf = (overrides: Partial<PaymentOptionsRequest>) =>
      paymentOptions(request(overrides)).find((each) => each.type === 'FLEXI');
    expect(flexiOf({ ippConfig: { ...ippConfig, ippConfig: {} } })).toBeUndefined();
    expect(flexiOf({ ippConfig: undefined })).toBeUndefined();
    expect(flexiOf({ ippConfig: { ...ippConfig, cashInstallments: [] } })).toBeUndefined();
  });

  it('"offered only if the discounted total is in a cashFrom-cashTo range": 9 units at THB 5,990 (THB 53,910) leave the THB 3,000-50,000 range', () => {
    const flexiAt = (units: number) =>
      paymentOptions(request({ amount: thb(5990 * units) })).filter(
        (each) => each.type === 'FLEXI',
      );
    expect(flexiAt(8)).toHaveLength(2);
    expect(flexiAt(9)).toEqual([]);
  });

  it('a range listing card brands for a term, and promotion termIds, restrict the terms', () => {
    const restricted: IppConfig = {
      ...ippConfig,
      cashInstallments: [
        {
          cashFrom: thb(3000),
          cashTo: thb(50_000),
          term: [3, 10],
          termCardBrands: [{ term: 10, cardBrand: ['AYCAP'] }],
        },
      ],
    };
    const terms = (overrides: Partial<PaymentOptionsRequest>) =>
      paymentOptions(request({ amount: thb(10_000), ...overrides })).flatMap((each) =>
        each.type === 'FLEXI' ? [each.termOfFlexi] : [],
      );
    expect(terms({ ippConfig: restricted })).toEqual([3]);
    expect(terms({ promoTermIds: ['IPP10'] })).toEqual([10]);
  });

  it('no point option while redemption is switched off, or with a GCS or TMS card: cash and flexi remain', () => {
    const expected = ['CASH 0 points + THB 5990.00', 'FLEXI 0 points + THB 5990.00'];
    expect(options({ pointsRedemptionOpen: false })).toEqual(expected);
    const gcs = prices.map((each) => ({ ...each, priceCode: 'GCS' as const }));
    expect(options({ prices: gcs, priceCode: 'GCS' })).toEqual(expected);
  });

  it('uses only the entries of the price code, with their own rate: AYCAP at 1 point per THB 1 is 5,990 points', () => {
    expect(options({ priceCode: 'AYCAP' })).toEqual([
      'CASH 0 points + THB 5990.00',
      'POINT 5990 points + THB 0.00',
    ]);
  });

  it('skips entries that cannot be computed: no percentage, 0% or 100%, no term', () => {
    const broken = [
      entry('POINT_CASH'),
      entry('POINT_CASH', { percentPoint: 100 }),
      entry('POINT_CASH', { percentCash: 100 }),
      entry('POINT_DISCOUNT'),
      entry('POINT_DISCOUNT', { percentDiscount: 100 }),
      entry('FLEXI'),
      entry('FLEXI', { termOfFlexi: 0 }),
    ];
    expect(options({ prices: broken })).toEqual(['CASH 0 points + THB 5990.00']);
  });

  it('skips a mixed option whose share is worth no whole point', () => {
    expect(
      options({ amount: thb('0.01'), prices: [entry('POINT_CASH', { percentPoint: 10 })] }),
    ).toEqual(['CASH 0 points + THB 0.01']);
  });

  it('"if cash minus discount is 0 or less, points and instalment are turned off": cash of THB 0 only', () => {
    expect(options({ amount: ZERO_THB })).toEqual(['CASH 0 points + THB 0.00']);
  });

  describe('properties', () => {
    // One price code has one rate: every entry of a request shares it.
    const optionsRequestArb = pointRateArb().chain((rate) =>
      fc.record({
        rate: fc.constant(rate),
        prices: fc.array(priceEntryArb(fc.constantFrom(...CARD_BRANDS), fc.constant(rate)), {
          maxLength: 8,
        }),
        priceCode: fc.constantFrom(...CARD_BRANDS),
        amount: moneyArb({ max: 200_000 }),
        pointsRedemptionOpen: fc.boolean(),
        ippConfig: fc.constant(undefined),
      }),
    );

    it('every flexi term offered has a cash range holding the whole amount and offering that term', () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 6 }),
          fc.array(
            fc.record({
              from: fc.integer({ min: 0, max: 100_000 }),
              width: fc.integer({ min: 0, max: 100_000 }),
              terms: fc.array(fc.integer({ min: 1, max: 24 }), { maxLength: 4 }),
            }),
            { maxLength: 4 },
          ),
          fc.integer({ min: 1, max: 50_000 }),
          fc.integer({ min: 1, max: 9 }),
          (entryTerms, ranges, unitPrice, quantity) => {
            const config: IppConfig = {
              ippConfig: Object.fromEntries(
                Array.from({ length: 24 }, (_, i) => [
                  String(i + 1),
                  { termValue: i + 1, termId: `IPP${i + 1}`, custIpp: '0' },
                ]),
              ),
              cashInstallments: ranges.map((range) => ({
                cashFrom: thb(range.from),
                cashTo: thb(range.from + range.width),
                term: range.terms,
                termCardBrands: [],
              })),
            };
            const amount = thb(unitPrice * quantity);
            const result = paymentOptions({
              prices: entryTerms.map((termOfFlexi) => entry('FLEXI', { termOfFlexi })),
              priceCode: 'KCC',
              amount,
              pointsRedemptionOpen: false,
              ippConfig: config,
            });
            for (const option of result) {
              if (option.type !== 'FLEXI') continue;
              const holds = config.cashInstallments.some(
                (range) =>
                  range.cashFrom.lessThanOrEqualTo(amount) &&
                  amount.lessThanOrEqualTo(range.cashTo) &&
                  range.term.includes(option.termOfFlexi),
              );
              if (!holds) return false;
            }
            return true;
          },
        ),
      );
    });

    it('every option is open at the amount, its points never let the customer pay less, no two share points', () => {
      fc.assert(
        fc.property(optionsRequestArb, (input) => {
          const result = paymentOptions(input);
          expect(result[0]).toMatchObject({ type: 'CASH', points: 0 });
          expect(result[0]?.cash.equals(input.amount)).toBe(true);
          const pointOptions = result.filter((each) => each.points > 0);
          expect(new Set(pointOptions.map((each) => each.points)).size).toBe(pointOptions.length);
          for (const option of result.slice(1)) {
            expect(option.minimumTransactionAmount.lessThanOrEqualTo(input.amount)).toBe(true);
            expect(option.cash.isNegative()).toBe(false);
            if (option.type === 'FLEXI') continue;
            const payable: Money =
              option.type === 'POINT_DISCOUNT' ? option.discountedAmount : input.amount;
            expect(
              option.cash
                .plus(cashValueOfPoints(option.points, input.rate))
                .greaterThanOrEqualTo(payable),
            ).toBe(true);
          }
          if (!input.pointsRedemptionOpen || ['GCS', 'TMS'].includes(input.priceCode)) {
            expect(pointOptions).toEqual([]);
          }
        }),
      );
    });
  });
});
