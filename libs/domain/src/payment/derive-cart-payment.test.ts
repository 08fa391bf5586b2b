import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  MAX_POINTS_PER_ITEM,
  POINTS_REDEMPTION_OPEN,
  REWARD_POINT_RATE,
} from '../config/business-constants';
import { offeredTerms } from '../instalments/offered-terms';
import { moneyToString, thb, ZERO_THB } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import type { PriceCode } from '../pricing/price-entry';
import { ippConfigArb } from '../testing/instalments.arbitraries';
import { moneyArb } from '../testing/money.arbitraries';
import { paymentChoiceArb } from '../testing/payment.arbitraries';
import { pointRateArb, priceCodeArb } from '../testing/points.arbitraries';
import { deriveCartPayment, type DeriveCartPaymentInput } from './derive-cart-payment';
import { FULL_CASH_CHOICE, tickPointRedemption, type PaymentChoice } from './payment-choice';
import { validateCartPayment } from './validate-cart-payment';

const kcc: PriceCode = { cardBrand: 'KCC', ...REWARD_POINT_RATE };
const redeem = tickPointRedemption(FULL_CASH_CHOICE);
const instalment10: PaymentChoice = { redeemPoints: false, points: undefined, termOfFlexi: 10 };

const input = (overrides: Partial<DeriveCartPaymentInput> = {}): DeriveCartPaymentInput => ({
  total: thb(45_900),
  discount: ZERO_THB,
  choice: FULL_CASH_CHOICE,
  priceCode: kcc,
  pointsRedemptionOpen: true,
  maxPointsPerTransaction: undefined,
  pointsBalance: 10_000_000,
  ...overrides,
});

const derive = (overrides: Partial<DeriveCartPaymentInput> = {}) => {
  const payment = deriveCartPayment(input(overrides));
  return { ...payment, cash: moneyToString(payment.cash) };
};

describe('deriveCartPayment: "Payment type derived" on a THB 45,900 cart', () => {
  describe('no reward open', () => {
    it('the points feature is switched off (POINTS_REDEMPTION_OPEN is false): ticking points still gives CASH', () => {
      expect(POINTS_REDEMPTION_OPEN).toBe(false);
      expect(derive({ choice: redeem, pointsRedemptionOpen: POINTS_REDEMPTION_OPEN })).toEqual({
        paymentType: 'CASH',
        cash: '45900.00',
        point: 0,
        termOfFlexi: undefined,
      });
    });

    it('"or CASH_INSTALLMENT when instalment open", with cash equal to total after discount and zero points', () => {
      expect(
        derive({ choice: instalment10, pointsRedemptionOpen: false, discount: thb(500) }),
      ).toEqual({
        paymentType: 'CASH_INSTALLMENT',
        cash: '45400.00',
        point: 0,
        termOfFlexi: 10,
      });
    });

    it('points not ticked: CASH', () => {
      expect(derive()).toEqual({
        paymentType: 'CASH',
        cash: '45900.00',
        point: 0,
        termOfFlexi: undefined,
      });
    });

    it('"Points cannot be combined with GCS or TMS": ticking with a GCS or TMS card gives CASH', () => {
      for (const cardBrand of ['GCS', 'TMS'] as const) {
        expect(derive({ choice: redeem, priceCode: { ...kcc, cardBrand } }).paymentType).toBe(
          'CASH',
        );
      }
    });

    it('ticking before a card brand is chosen gives CASH; so does an empty balance', () => {
      expect(derive({ choice: redeem, priceCode: undefined }).paymentType).toBe('CASH');
      expect(derive({ choice: redeem, pointsBalance: 0 })).toEqual({
        paymentType: 'CASH',
        cash: '45900.00',
        point: 0,
        termOfFlexi: undefined,
      });
    });
  });

  describe('redeeming points', () => {
    it('"points = discounted total times ratePoint/rateCash": THB 1,000 is 166,667 points (rounded up), POINT', () => {
      expect(derive({ choice: redeem, total: thb(1000) })).toEqual({
        paymentType: 'POINT',
        cash: '0.00',
        point: 166_667,
        termOfFlexi: undefined,
      });
    });

    it('uses the discounted total: THB 45,900 less THB 500 is 7,566,667 points', () => {
      expect(derive({ choice: redeem, discount: thb(500) }).point).toBe(7_566_667);
    });

    it('"capped by per-transaction maximum": a cap of 5,000,000 points (THB 30,000) leaves THB 15,900 in cash, POINT_CASH', () => {
      expect(derive({ choice: redeem, maxPointsPerTransaction: 5_000_000 })).toEqual({
        paymentType: 'POINT_CASH',
        cash: '15900.00',
        point: 5_000_000,
        termOfFlexi: undefined,
      });
    });

    it('capped by the balance too: 1,000,000 points (THB 6,000) leave THB 39,900', () => {
      expect(derive({ choice: redeem, pointsBalance: 1_000_000 })).toMatchObject({
        paymentType: 'POINT_CASH',
        cash: '39900.00',
        point: 1_000_000,
      });
    });

    it("the slider's points when the customer moved it: 500,000 points (THB 3,000) leave THB 42,900", () => {
      expect(derive({ choice: { ...redeem, points: 500_000 } })).toMatchObject({
        paymentType: 'POINT_CASH',
        cash: '42900.00',
        point: 500_000,
      });
    });

    it('a slider at 0 points is CASH', () => {
      expect(derive({ choice: { ...redeem, points: 0 } }).paymentType).toBe('CASH');
    });
  });

  it('"if cash minus discount is 0 or less, points and instalment are turned off": CASH of THB 0', () => {
    for (const choice of [redeem, instalment10]) {
      expect(derive({ choice, discount: thb(45_900) })).toEqual({
        paymentType: 'CASH',
        cash: '0.00',
        point: 0,
        termOfFlexi: undefined,
      });
      expect(derive({ choice, discount: thb(50_000) }).cash).toBe('0.00');
    }
  });

  describe('properties', () => {
    const deriveInputArb = fc.record({
      total: moneyArb({ max: 500_000 }),
      discount: fc.oneof(
        { arbitrary: fc.constant(ZERO_THB), weight: 2 },
        { arbitrary: moneyArb({ max: 5_000 }), weight: 1 },
        { arbitrary: moneyArb({ max: 600_000 }), weight: 1 },
      ),
      // Redeeming more often than not, so that POINT and POINT_CASH come up as much as cash.
      choice: fc.oneof(
        paymentChoiceArb(),
        fc.record({
          redeemPoints: fc.constant(true),
          points: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: undefined }),
          termOfFlexi: fc.constant(undefined),
        }),
      ),
      priceCode: fc.option(priceCodeArb(), { nil: undefined }),
      pointsRedemptionOpen: fc.oneof(fc.constant(true), fc.boolean()),
      maxPointsPerTransaction: fc.option(fc.integer({ min: 1, max: 100_000_000 }), {
        nil: undefined,
      }),
      pointsBalance: fc.integer({ min: 0, max: 100_000_000 }),
    });

    it('points are whole and within the cap and balance; cash is never negative; each type has its own shape', () => {
      fc.assert(
        fc.property(deriveInputArb, (request) => {
          const payment = deriveCartPayment(request);
          expect(Number.isSafeInteger(payment.point) && payment.point >= 0).toBe(true);
          expect(payment.point).toBeLessThanOrEqual(request.pointsBalance);
          expect(payment.point).toBeLessThanOrEqual(request.maxPointsPerTransaction ?? Infinity);
          expect(payment.cash.isNegative()).toBe(false);
          if (payment.paymentType === 'CASH' || payment.paymentType === 'CASH_INSTALLMENT') {
            expect(payment.point).toBe(0);
          }
          if (payment.paymentType === 'POINT') expect(payment.cash.isZero()).toBe(true);
          if (payment.point > 0) {
            expect(request.pointsRedemptionOpen).toBe(true);
            expect(['GCS', 'TMS']).not.toContain(request.priceCode?.cardBrand);
            expect(payment.termOfFlexi).toBeUndefined();
          }
          if (!request.total.greaterThan(request.discount)) {
            expect(payment).toEqual({
              paymentType: 'CASH',
              cash: ZERO_THB,
              point: 0,
              termOfFlexi: undefined,
            });
          }
        }),
      );
    });

    it('the server accepts what the client derives (a card chosen, a term offered, items within 999,999 points)', () => {
      fc.assert(
        fc.property(
          deriveInputArb,
          fc.oneof(fc.constantFrom('KCC', 'AYCAP' as const), fc.constantFrom(...CARD_BRANDS)),
          pointRateArb(),
          ippConfigArb(),
          fc.nat(),
          (request, cardBrand, rate, ippConfig, pick) => {
            const priceCode: PriceCode = { cardBrand, ...rate };
            const payable = request.total.minus(request.discount);
            const terms = offeredTerms({
              config: ippConfig,
              amount: thb(payable.isNegative() ? 0 : payable),
              cardBrand,
            });
            const term = terms.length === 0 ? undefined : terms[pick % terms.length];
            const choice: PaymentChoice =
              request.choice.termOfFlexi === undefined
                ? request.choice
                : { ...request.choice, termOfFlexi: term?.termValue };
            const payment = deriveCartPayment({ ...request, priceCode, choice });
            const result = validateCartPayment(
              { ...payment, cardEntity: cardBrand, ippCustomer: term?.termId },
              {
                total: request.total,
                discount: request.discount,
                priceCodes: [priceCode],
                pointsRedemptionOpen: request.pointsRedemptionOpen,
                maxPointsPerTransaction: request.maxPointsPerTransaction,
                pointsBalance: request.pointsBalance,
                // The dearest item allowed: worth exactly 999,999 points.
                items: [
                  { code: 'AIRPODS', unitPrice: cashValueOfPoints(MAX_POINTS_PER_ITEM, rate) },
                ],
                ippConfig,
              },
            );
            expect(result).toMatchObject({ ok: true });
          },
        ),
      );
    });
  });
});
