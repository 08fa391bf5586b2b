import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { moneyToString, thb } from '../money/money';
import { pointsForCash } from '../points/points-for-cash';
import { paymentSplitContextArb } from '../testing/payment.arbitraries';
import { paymentSplitLimits, type PaymentSplitContext } from './payment-split-limits';

const context = (overrides: Partial<PaymentSplitContext> = {}): PaymentSplitContext => ({
  payable: thb(1000),
  rate: REWARD_POINT_RATE,
  pointsBalance: 1_000_000,
  maxPointsPerTransaction: undefined,
  ...overrides,
});

const limits = (overrides: Partial<PaymentSplitContext> = {}) => {
  const result = paymentSplitLimits(context(overrides));
  return {
    maxPoints: result.maxPoints,
    minCash: moneyToString(result.minCash),
    maxCash: moneyToString(result.maxCash),
  };
};

describe('paymentSplitLimits: the ends of the points slider and the cash input', () => {
  it('THB 1,000 with a large balance: up to 166,667 points (all of it), cash from THB 0 to THB 1,000', () => {
    expect(limits()).toEqual({ maxPoints: 166_667, minCash: '0.00', maxCash: '1000.00' });
  });

  it('"capped at available points": a balance of 100,000 points (THB 600) leaves at least THB 400 cash', () => {
    expect(limits({ pointsBalance: 100_000 })).toEqual({
      maxPoints: 100_000,
      minCash: '400.00',
      maxCash: '1000.00',
    });
  });

  it('"points within ... per-transaction cap": a cap of 50,000 points (THB 300) leaves at least THB 700 cash', () => {
    expect(limits({ maxPointsPerTransaction: 50_000 })).toEqual({
      maxPoints: 50_000,
      minCash: '700.00',
      maxCash: '1000.00',
    });
  });

  it('with no balance, no points: all cash', () => {
    expect(limits({ pointsBalance: 0 })).toEqual({
      maxPoints: 0,
      minCash: '1000.00',
      maxCash: '1000.00',
    });
  });

  it('nothing to pay (discount equal to or above the total): no points, no cash', () => {
    expect(limits({ payable: thb(0) })).toEqual({ maxPoints: 0, minCash: '0.00', maxCash: '0.00' });
    expect(limits({ payable: thb(-50) })).toEqual({
      maxPoints: 0,
      minCash: '0.00',
      maxCash: '0.00',
    });
  });

  describe('properties', () => {
    it('the most points are within the balance, the cap and the points paying everything; 0 <= minCash <= maxCash = payable', () => {
      fc.assert(
        fc.property(paymentSplitContextArb(), (input) => {
          const { maxPoints, minCash, maxCash } = paymentSplitLimits(input);
          expect(Number.isSafeInteger(maxPoints) && maxPoints >= 0).toBe(true);
          expect(maxPoints).toBeLessThanOrEqual(input.pointsBalance);
          expect(maxPoints).toBeLessThanOrEqual(input.maxPointsPerTransaction ?? Infinity);
          expect(maxPoints).toBeLessThanOrEqual(pointsForCash(input.payable, input.rate));
          expect(minCash.isNegative()).toBe(false);
          expect(minCash.lessThanOrEqualTo(maxCash)).toBe(true);
          expect(maxCash.equals(input.payable)).toBe(true);
        }),
      );
    });
  });
});
