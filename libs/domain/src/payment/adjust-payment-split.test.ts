import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { Dec } from '../money/decimal';
import { moneyToString, thb } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import { moneyArb } from '../testing/money.arbitraries';
import { paymentSplitContextArb } from '../testing/payment.arbitraries';
import { fineGrainedPointRateArb } from '../testing/points.arbitraries';
import { adjustPaymentSplit, type PaymentSplitChange } from './adjust-payment-split';
import type { PaymentSplitContext } from './payment-split-limits';

const context = (overrides: Partial<PaymentSplitContext> = {}): PaymentSplitContext => ({
  payable: thb(1000),
  rate: REWARD_POINT_RATE,
  pointsBalance: 1_000_000,
  maxPointsPerTransaction: undefined,
  ...overrides,
});

const split = (change: PaymentSplitChange, overrides: Partial<PaymentSplitContext> = {}) => {
  const result = adjustPaymentSplit(context(overrides), change);
  return {
    points: result.points,
    cash: moneyToString(result.cash),
    pointsValue: moneyToString(result.pointsValue),
  };
};

describe('adjustPaymentSplit: the points slider and the cash input on THB 1,000', () => {
  describe('moving the points', () => {
    it('50,000 points (THB 300) leave THB 700 in cash', () => {
      expect(split({ by: 'points', value: 50_000 })).toEqual({
        points: 50_000,
        cash: '700.00',
        pointsValue: '300.00',
      });
    });

    it('100,001 points are worth THB 600.00 (600.006 rounded down), as are 100,000: the point adding nothing is not taken', () => {
      expect(split({ by: 'points', value: 100_001 })).toEqual({
        points: 100_000,
        cash: '400.00',
        pointsValue: '600.00',
      });
      expect(split({ by: 'points', value: 166_666 })).toEqual({
        points: 166_665,
        cash: '0.01',
        pointsValue: '999.99',
      });
    });

    it('"points integer": 50,000.9 typed is 50,000 points; the text "12,500" is 12,500 points', () => {
      expect(split({ by: 'points', value: 50_000.9 }).points).toBe(50_000);
      expect(split({ by: 'points', value: '12,500' }).points).toBe(12_500);
      expect(split({ by: 'points', value: ' 7.5 ' }).points).toBe(7);
    });

    it('"capped at available points": 300,000 with a balance of 100,000 gives 100,000 points and THB 400', () => {
      expect(split({ by: 'points', value: 300_000 }, { pointsBalance: 100_000 })).toEqual({
        points: 100_000,
        cash: '400.00',
        pointsValue: '600.00',
      });
    });

    it('"points within ... per-transaction cap": 300,000 with a cap of 150,000 gives 150,000 points', () => {
      expect(
        split({ by: 'points', value: 300_000 }, { maxPointsPerTransaction: 150_000 }).points,
      ).toBe(150_000);
    });

    it('"capped at ... remaining amount": 300,000 points on THB 1,000 stop at 166,667, cash THB 0', () => {
      expect(split({ by: 'points', value: 300_000 })).toEqual({
        points: 166_667,
        cash: '0.00',
        pointsValue: '1000.00',
      });
    });

    it('nonsense counts as no points: empty, letters, negative, not a number, no value', () => {
      for (const value of ['', 'abc', '-5', '.', '1e3', Number.NaN, -10, null, undefined]) {
        expect(split({ by: 'points', value })).toEqual({
          points: 0,
          cash: '1000.00',
          pointsValue: '0.00',
        });
      }
    });

    it('the end of the slider (Infinity) is the most points allowed', () => {
      expect(split({ by: 'points', value: Infinity }, { pointsBalance: 120_000 }).points).toBe(
        120_000,
      );
    });
  });

  describe('typing the cash', () => {
    it('THB 400 in cash takes 100,000 points for the other THB 600', () => {
      expect(split({ by: 'cash', value: '400' })).toEqual({
        points: 100_000,
        cash: '400.00',
        pointsValue: '600.00',
      });
    });

    it('THB 999.99 in cash takes 2 points for the last satang (1.67 rounded up)', () => {
      expect(split({ by: 'cash', value: '999.99' })).toEqual({
        points: 2,
        cash: '999.99',
        pointsValue: '0.01',
      });
    });

    it('"cash decimal": THB 400.129 typed is THB 400.12 (digits past the satang dropped); "1,000" is THB 1,000', () => {
      expect(split({ by: 'cash', value: '400.129' }).cash).toBe('400.12');
      expect(split({ by: 'cash', value: '1,000' })).toEqual({
        points: 0,
        cash: '1000.00',
        pointsValue: '0.00',
      });
    });

    it('takes numbers and decimals as well as text', () => {
      expect(split({ by: 'cash', value: 250.5 }).cash).toBe('250.50');
      expect(split({ by: 'cash', value: thb('250.50') }).cash).toBe('250.50');
      expect(split({ by: 'cash', value: new Dec('-3') }).cash).toBe('0.00');
    });

    it('"capped at ... remaining amount": THB 5,000 typed on THB 1,000 is THB 1,000 and no points', () => {
      expect(split({ by: 'cash', value: 5000 })).toEqual({
        points: 0,
        cash: '1000.00',
        pointsValue: '0.00',
      });
    });

    it('cash cannot go below what the balance leaves: THB 100 typed with 100,000 points is THB 400', () => {
      expect(split({ by: 'cash', value: '100' }, { pointsBalance: 100_000 })).toEqual({
        points: 100_000,
        cash: '400.00',
        pointsValue: '600.00',
      });
    });

    it('nonsense counts as THB 0 in cash, so the most points', () => {
      expect(split({ by: 'cash', value: 'abc' }, { pointsBalance: 100_000 }).points).toBe(100_000);
      expect(split({ by: 'cash', value: {} }).points).toBe(166_667);
      expect(split({ by: 'cash', value: -1 }).cash).toBe('0.00');
    });

    it('at a coarse rate (1 point = THB 0.25) THB 999.90 typed becomes THB 999.75 with 1 point: the sum stays exact', () => {
      expect(
        split({ by: 'cash', value: '999.90' }, { rate: { ratePoint: 4, rateCash: 1 } }),
      ).toEqual({
        points: 1,
        cash: '999.75',
        pointsValue: '0.25',
      });
    });
  });

  it('nothing to pay: no points and no cash, whatever is typed', () => {
    expect(split({ by: 'points', value: 5000 }, { payable: thb(0) })).toEqual({
      points: 0,
      cash: '0.00',
      pointsValue: '0.00',
    });
    expect(split({ by: 'cash', value: 5 }, { payable: thb(0) })).toEqual({
      points: 0,
      cash: '0.00',
      pointsValue: '0.00',
    });
  });

  describe('properties', () => {
    const changeArb: fc.Arbitrary<PaymentSplitChange> = fc.oneof(
      fc.record({
        by: fc.constant('points' as const),
        value: fc.oneof(fc.integer({ min: -10, max: 200_000_000 }), fc.double(), fc.string()),
      }),
      fc.record({
        by: fc.constant('cash' as const),
        value: fc.oneof(
          moneyArb({ max: 2_000_000 }),
          fc.double(),
          fc.string(),
          moneyArb().map(String),
        ),
      }),
    );

    it('points are always whole and within the balance, the per-transaction cap and what the amount needs', () => {
      fc.assert(
        fc.property(paymentSplitContextArb(), changeArb, (input, change) => {
          const { points } = adjustPaymentSplit(input, change);
          expect(Number.isSafeInteger(points) && points >= 0).toBe(true);
          expect(points).toBeLessThanOrEqual(input.pointsBalance);
          expect(points).toBeLessThanOrEqual(input.maxPointsPerTransaction ?? Infinity);
          expect(points).toBeLessThanOrEqual(pointsForCash(input.payable, input.rate));
        }),
      );
    });

    it('cash is never negative, whole satang, and never above the payable amount', () => {
      fc.assert(
        fc.property(paymentSplitContextArb(), changeArb, (input, change) => {
          const { cash } = adjustPaymentSplit(input, change);
          expect(cash.isNegative()).toBe(false);
          expect(cash.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(cash.lessThanOrEqualTo(input.payable)).toBe(true);
        }),
      );
    });

    it('the sum always equals the payable amount when a point is worth at most a satang (the reward rate)', () => {
      fc.assert(
        fc.property(
          paymentSplitContextArb({ rate: fineGrainedPointRateArb() }),
          changeArb,
          (input, change) => {
            const { cash, pointsValue } = adjustPaymentSplit(input, change);
            expect(cash.plus(pointsValue).equals(input.payable)).toBe(true);
          },
        ),
      );
    });

    it('at any rate the sum equals the payable amount, unless the points pay it all and overshoot by less than one point', () => {
      fc.assert(
        fc.property(paymentSplitContextArb(), changeArb, (input, change) => {
          const { cash, points, pointsValue } = adjustPaymentSplit(input, change);
          if (cash.isZero() && points > 0) {
            const onePoint = new Dec(input.rate.rateCash).dividedBy(input.rate.ratePoint);
            expect(pointsValue.greaterThanOrEqualTo(input.payable)).toBe(true);
            expect(pointsValue.minus(input.payable).lessThan(onePoint)).toBe(true);
          } else {
            expect(cash.plus(pointsValue).equals(input.payable)).toBe(true);
          }
          expect(pointsValue.equals(cashValueOfPoints(points, input.rate))).toBe(true);
        }),
      );
    });

    it('is stable: re-entering either side of a split gives the same split', () => {
      fc.assert(
        fc.property(paymentSplitContextArb(), changeArb, (input, change) => {
          const first = adjustPaymentSplit(input, change);
          const byPoints = adjustPaymentSplit(input, { by: 'points', value: first.points });
          const byCash = adjustPaymentSplit(input, { by: 'cash', value: first.cash });
          expect(byPoints.points).toBe(first.points);
          expect(byPoints.cash.equals(first.cash)).toBe(true);
          expect(byCash.points).toBe(first.points);
          expect(byCash.cash.equals(first.cash)).toBe(true);
        }),
      );
    });
  });
});
