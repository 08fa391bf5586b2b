import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { instalmentsErrorCodes } from '../instalments/error-codes';
import type { IppConfig } from '../instalments/ipp-config';
import { Dec } from '../money/decimal';
import {
  clampAtZero,
  moneyToString,
  subtractMoney,
  thb,
  ZERO_THB,
  type Money,
} from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import { pointsErrorCodes } from '../points/error-codes';
import { moneyArb } from '../testing/money.arbitraries';
import { paymentTypeArb } from '../testing/payment.arbitraries';
import { paymentErrorCodes } from './error-codes';
import {
  validateCartPayment,
  type CartPaymentProposal,
  type CartPaymentRules,
} from './validate-cart-payment';

const ippConfig: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    {
      cashFrom: thb(3000),
      cashTo: thb(500_000),
      term: [3, 10],
      termCardBrands: [{ term: 10, cardBrand: ['KCC'] }],
    },
  ],
};

/** AirPods Pro at THB 5,990: 998,334 points at the reward rate 1000/6, just within 999,999. */
const rules = (overrides: Partial<CartPaymentRules> = {}): CartPaymentRules => ({
  total: thb(5990),
  discount: ZERO_THB,
  priceCodes: [
    { cardBrand: 'KCC', ...REWARD_POINT_RATE },
    { cardBrand: 'AYCAP', ...REWARD_POINT_RATE },
    { cardBrand: 'GCS', ...REWARD_POINT_RATE },
  ],
  pointsRedemptionOpen: true,
  maxPointsPerTransaction: 2_000_000,
  pointsBalance: 1_500_000,
  items: [{ code: 'AIRPODS-PRO', unitPrice: thb(5990) }],
  ippConfig,
  ...overrides,
});

const proposal = (overrides: Partial<CartPaymentProposal> = {}): CartPaymentProposal => ({
  paymentType: 'CASH',
  cash: thb(5990),
  point: 0,
  cardEntity: 'KCC',
  ...overrides,
});

const errors = (offer: CartPaymentProposal, against: CartPaymentRules = rules()) => {
  const result = validateCartPayment(offer, against);
  return result.ok ? [] : result.errors;
};
const codes = (offer: CartPaymentProposal, against?: CartPaymentRules) =>
  errors(offer, against).map((error) => error.code);

const knownCodes: readonly string[] = [
  ...paymentErrorCodes,
  ...pointsErrorCodes,
  ...instalmentsErrorCodes,
];

describe('validateCartPayment: the server re-checks the payment the client proposes', () => {
  describe('CASH: "cash = total minus discount and no points"', () => {
    it('accepts THB 5,990 in cash', () => {
      const result = validateCartPayment(proposal(), rules());
      expect(result.ok && moneyToString(result.value.cash)).toBe('5990.00');
    });

    it('accepts THB 5,490 with a THB 500 discount, and refuses THB 5,990 then', () => {
      const discounted = rules({ discount: thb(500) });
      expect(codes(proposal({ cash: thb(5490) }), discounted)).toEqual([]);
      expect(errors(proposal(), discounted)).toEqual([
        { code: 'payment.cashMismatch', expected: '5490.00' },
      ]);
    });

    it('refuses points and an instalment term on a cash payment', () => {
      expect(errors(proposal({ point: 100, termOfFlexi: 10 }))).toEqual([
        { code: 'payment.instalmentNotAllowed', paymentType: 'CASH' },
        { code: 'payment.pointsNotAllowed', paymentType: 'CASH' },
      ]);
    });
  });

  describe('CASH_INSTALLMENT: "no points and chosen term matches the customer\'s term"', () => {
    const ipp = rules({ total: thb(45_900), items: [] });
    const plan = (overrides: Partial<CartPaymentProposal> = {}) =>
      proposal({
        paymentType: 'CASH_INSTALLMENT',
        cash: thb(45_900),
        termOfFlexi: 10,
        ippCustomer: 'IPP10',
        ...overrides,
      });

    it('accepts THB 45,900 over 10 months (IPP10) with KCC and gives its plan: 10 x THB 4,998.51 at 0.89%', () => {
      const result = validateCartPayment(plan(), ipp);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.termOfFlexi).toBe(10);
      expect(moneyToString(result.value.instalment!.total)).toBe('49985.10');
      expect(moneyToString(result.value.instalment!.monthly)).toBe('4998.51');
    });

    it('refuses a term not offered for the card brand (10 months is KCC only) and a wrong term id', () => {
      expect(errors(plan({ cardEntity: 'AYCAP' }), ipp)).toEqual([
        { code: 'instalments.termNotOffered', term: 10 },
      ]);
      expect(codes(plan({ ippCustomer: 'IPP03' }), ipp)).toEqual(['instalments.termMismatch']);
    });

    it("refuses a term the promotion's termIds leave out", () => {
      expect(codes(plan(), rules({ total: thb(45_900), promoTermIds: ['IPP03'] }))).toEqual([
        'instalments.termNotOffered',
      ]);
    });

    it('refuses an amount in no cash range, no term, points and the wrong cash, all at once', () => {
      expect(
        codes(
          plan({ termOfFlexi: undefined, point: 10, cash: thb(100) }),
          rules({ total: thb(2000), items: [] }),
        ),
      ).toEqual([
        'payment.cashMismatch',
        'payment.pointsNotAllowed',
        'instalments.termRequired',
        'instalments.amountOutOfRange',
      ]);
    });
  });

  describe('POINT: "converted points equal to total and no cash"', () => {
    const full = (overrides: Partial<CartPaymentProposal> = {}) =>
      proposal({ paymentType: 'POINT', cash: ZERO_THB, point: 998_334, ...overrides });

    it('accepts 998,334 points for THB 5,990 (998,333.33 rounded up)', () => {
      expect(validateCartPayment(full(), rules())).toMatchObject({
        ok: true,
        value: { point: 998_334 },
      });
    });

    it('refuses one point less, or one more: exactly the least points that pay the total', () => {
      expect(errors(full({ point: 998_333 }))).toEqual([
        { code: 'payment.pointsMismatch', expected: 998_334 },
      ]);
      expect(errors(full({ point: 998_335 }))).toEqual([
        { code: 'payment.pointsMismatch', expected: 998_334 },
      ]);
    });

    it('refuses cash beside the points', () => {
      expect(codes(full({ cash: thb(1) }))).toEqual(['payment.cashNotAllowed']);
    });

    it('applies the points rules: balance, per-transaction cap, GCS or TMS, 999,999 per item', () => {
      expect(errors(full(), rules({ pointsBalance: 500_000 }))).toEqual([
        { code: 'points.insufficientBalance', balance: 500_000 },
      ]);
      expect(errors(full(), rules({ maxPointsPerTransaction: 900_000 }))).toEqual([
        { code: 'points.transactionCapExceeded', max: 900_000 },
      ]);
      expect(codes(full({ cardEntity: 'GCS' }))).toEqual(['points.cardBrandNotAllowed']);
      expect(
        errors(
          full({ point: 1_165_000 }),
          rules({ total: thb(6990), items: [{ code: 'AIRPODS-MAX', unitPrice: thb(6990) }] }),
        ),
      ).toEqual([{ code: 'points.itemMaximumExceeded', max: 999_999, itemCode: 'AIRPODS-MAX' }]);
    });

    it('refuses points while the points feature is switched off', () => {
      expect(codes(full(), rules({ pointsRedemptionOpen: false }))).toEqual([
        'payment.pointsClosed',
      ]);
    });

    it('refuses a card brand without a price code, and a payment with no card', () => {
      expect(errors(full({ cardEntity: 'TMS' }))).toEqual([
        { code: 'payment.priceCodeUnavailable', cardBrand: 'TMS' },
        { code: 'points.cardBrandNotAllowed', cardBrand: 'TMS' },
      ]);
      expect(codes(full({ cardEntity: undefined }))).toEqual(['payment.cardBrandRequired']);
    });

    it('refuses POINT with no points, and a fraction of a point', () => {
      expect(codes(full({ point: 0 }))).toEqual(['payment.pointsRequired']);
      expect(codes(full({ point: 998_333.5 }))).toEqual(['points.notWhole']);
    });
  });

  describe('POINT_CASH: "cash plus converted points equal to total"', () => {
    const mixed = (overrides: Partial<CartPaymentProposal> = {}) =>
      proposal({ paymentType: 'POINT_CASH', cash: thb(2990), point: 500_000, ...overrides });

    it('accepts 500,000 points (THB 3,000) plus THB 2,990 for THB 5,990', () => {
      expect(codes(mixed())).toEqual([]);
    });

    it('accepts 2 points (THB 0.01) plus THB 5,989.99', () => {
      expect(codes(mixed({ cash: thb('5989.99'), point: 2 }))).toEqual([]);
    });

    it('refuses 1 point (worth THB 0.006, so THB 0.00) beside the whole price in cash: a points part must be worth at least THB 0.01', () => {
      expect(errors(mixed({ cash: thb(5990), point: 1 }))).toEqual([
        { code: 'points.valueBelowMinimum', min: '0.01', minPoints: 2 },
      ]);
    });

    it('refuses a sum one satang off: 499,999 points are worth THB 2,999.99', () => {
      expect(errors(mixed({ point: 499_999 }))).toEqual([
        { code: 'payment.splitMismatch', expected: '5990.00' },
      ]);
    });

    it('refuses POINT_CASH without cash (that is POINT) and without points', () => {
      expect(codes(mixed({ cash: ZERO_THB, point: 998_334 }))).toEqual(['payment.cashRequired']);
      expect(codes(mixed({ point: 0, cash: thb(5990) }))).toEqual(['payment.pointsRequired']);
    });
  });

  describe('nothing left to pay', () => {
    const free = rules({ discount: thb(6000) });

    it('"if cash minus discount is 0 or less, points and instalment are turned off": CASH of THB 0 only', () => {
      expect(codes(proposal({ cash: ZERO_THB, cardEntity: undefined }), free)).toEqual([]);
      expect(codes(proposal({ paymentType: 'POINT', cash: ZERO_THB, point: 0 }), free)).toEqual([
        'payment.pointsAndInstalmentOff',
      ]);
      expect(
        codes(proposal({ paymentType: 'CASH_INSTALLMENT', cash: ZERO_THB, termOfFlexi: 3 }), free),
      ).toEqual(['payment.pointsAndInstalmentOff']);
    });
  });

  describe('untrusted input', () => {
    it('refuses an unknown payment type', () => {
      expect(errors(proposal({ paymentType: 'BITCOIN' }))).toEqual([
        { code: 'payment.unknownType', paymentType: 'BITCOIN' },
      ]);
    });

    it('refuses a negative cash amount or a fraction of a satang', () => {
      expect(codes(proposal({ cash: thb(-5990) }))).toEqual(['payment.cashInvalid']);
      expect(codes(proposal({ cash: new Dec('5990.001') as Money }))).toEqual([
        'payment.cashInvalid',
      ]);
      expect(codes(proposal({ paymentType: 'POINT_CASH', cash: thb(-1), point: 500_000 }))).toEqual(
        ['payment.cashInvalid'],
      );
    });

    it('needs a card brand when cash is above 0', () => {
      expect(codes(proposal({ cardEntity: undefined }))).toEqual(['payment.cardBrandRequired']);
    });
  });

  describe('properties', () => {
    it('never throws, whatever the client sends, and answers only with listed error codes', () => {
      fc.assert(
        fc.property(
          fc.oneof(paymentTypeArb(), fc.string()),
          fc.oneof(
            moneyArb({ min: -10_000, max: 10_000 }),
            fc.double().map((value) => new Dec(value) as Money),
          ),
          fc.oneof(fc.integer({ min: -10, max: 2_000_000 }), fc.double()),
          fc.option(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.double()), { nil: undefined }),
          fc.option(fc.string(), { nil: undefined }),
          fc.option(fc.constantFrom('KCC', 'AYCAP', 'GCS', 'TMS' as const), { nil: undefined }),
          (paymentType, cash, point, termOfFlexi, ippCustomer, cardEntity) => {
            const result = validateCartPayment(
              { paymentType, cash, point, termOfFlexi, ippCustomer, cardEntity },
              rules(),
            );
            for (const error of result.ok ? [] : result.errors)
              expect(knownCodes).toContain(error.code);
          },
        ),
      );
    });

    it('a POINT_CASH payment is accepted only with points worth at least THB 0.01, cash and points making the total', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 5 }),
          fc.constantFrom(
            { ratePoint: 1000, rateCash: 6 },
            { ratePoint: 800, rateCash: 5 },
            { ratePoint: 10_000, rateCash: 1 },
          ),
          moneyArb({ min: 0, max: 5990 }),
          (point, rate, cash) => {
            const result = validateCartPayment(
              { paymentType: 'POINT_CASH', cash, point, cardEntity: 'KCC' },
              rules({ priceCodes: [{ cardBrand: 'KCC', ...rate }] }),
            );
            const worth = cashValueOfPoints(point, rate);
            if (result.ok) {
              expect(worth.greaterThanOrEqualTo('0.01')).toBe(true);
              expect(result.value.cash.plus(worth).equals(thb(5990))).toBe(true);
            }
            if (worth.isZero()) {
              expect(result.ok).toBe(false);
              expect(
                codes(
                  { paymentType: 'POINT_CASH', cash, point, cardEntity: 'KCC' },
                  rules({ priceCodes: [{ cardBrand: 'KCC', ...rate }] }),
                ),
              ).toContain('points.valueBelowMinimum');
            }
          },
        ),
      );
    });

    it('an accepted payment has the shape of its type and pays exactly the total after discount', () => {
      let accepted = 0;
      fc.assert(
        fc.property(
          paymentTypeArb(),
          moneyArb({ max: 3000 }),
          fc.constantFrom('none', 'all', 'some' as const),
          fc.integer({ min: 1, max: 400_000 }),
          fc.oneof(
            { arbitrary: fc.constant(undefined), weight: 3 },
            { arbitrary: moneyArb({ max: 6000 }), weight: 1 },
          ),
          fc.constantFrom(3, 10),
          (paymentType, discount, pointsKind, somePoints, typedCash, term) => {
            const payable = subtractMoney(thb(5990), discount);
            const point =
              pointsKind === 'none'
                ? 0
                : pointsKind === 'all'
                  ? pointsForCash(payable, REWARD_POINT_RATE)
                  : somePoints;
            // Without typed cash, the cash is what the points leave: a proposal that may well be valid.
            const cash =
              typedCash ??
              clampAtZero(subtractMoney(payable, cashValueOfPoints(point, REWARD_POINT_RATE)));
            const instalment = paymentType === 'CASH_INSTALLMENT';
            const result = validateCartPayment(
              {
                paymentType,
                cash,
                point,
                termOfFlexi: instalment ? term : undefined,
                ippCustomer: instalment ? `IPP${String(term).padStart(2, '0')}` : undefined,
                cardEntity: 'KCC',
              },
              rules({ discount }),
            );
            if (!result.ok) return;
            accepted += 1;
            const { value } = result;
            const worth = cashValueOfPoints(value.point, REWARD_POINT_RATE);
            expect(value.point).toBeLessThanOrEqual(1_500_000);
            expect(value.instalment !== undefined).toBe(value.paymentType === 'CASH_INSTALLMENT');
            switch (value.paymentType) {
              case 'CASH':
              case 'CASH_INSTALLMENT':
                expect(value.point).toBe(0);
                expect(value.cash.equals(payable)).toBe(true);
                break;
              case 'POINT':
                expect(value.cash.isZero()).toBe(true);
                expect(value.point).toBe(pointsForCash(payable, REWARD_POINT_RATE));
                expect(worth.greaterThanOrEqualTo(payable)).toBe(true);
                break;
              case 'POINT_CASH':
                expect(value.cash.isPositive() && !value.cash.isZero() && value.point > 0).toBe(
                  true,
                );
                expect(worth.greaterThanOrEqualTo('0.01')).toBe(true);
                expect(value.cash.plus(worth).equals(payable)).toBe(true);
                break;
            }
          },
        ),
      );
      expect(accepted).toBeGreaterThan(0);
    });
  });
});
