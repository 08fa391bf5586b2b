import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { moneyToString } from '../money/money';
import { pointRateArb } from '../testing/points.arbitraries';
import { cashValueOfPoints } from './cash-value-of-points';
import { MIN_POINTS_VALUE, validatePointsValue } from './validate-points-value';

describe('validatePointsValue: points redeemed beside cash must be worth something', () => {
  it('refuses 1 point at the reward rate 1000/6 (THB 0.006, rounded down to THB 0.00) and names the least points', () => {
    expect(validatePointsValue(1, REWARD_POINT_RATE)).toEqual({
      ok: false,
      errors: [{ code: 'points.valueBelowMinimum', min: '0.01', minPoints: 2 }],
    });
  });

  it('accepts 2 points (THB 0.012, so THB 0.01) and gives their value', () => {
    const result = validatePointsValue(2, REWARD_POINT_RATE);
    expect(result.ok && moneyToString(result.value)).toBe('0.01');
  });

  it('accepts 1 point where a point is worth a satang or more', () => {
    expect(validatePointsValue(1, { ratePoint: 100, rateCash: 1 }).ok).toBe(true);
  });

  it('the minimum is one satang', () => {
    expect(moneyToString(MIN_POINTS_VALUE)).toBe('0.01');
  });

  describe('properties', () => {
    it('accepts exactly the points whose value is at least THB 0.01, and minPoints is the least of them', () => {
      fc.assert(
        fc.property(pointRateArb(), fc.integer({ min: 0, max: 100_000 }), (rate, points) => {
          const result = validatePointsValue(points, rate);
          const worth = cashValueOfPoints(points, rate);
          expect(result.ok).toBe(worth.greaterThanOrEqualTo(MIN_POINTS_VALUE));
          if (result.ok) {
            expect(result.value.equals(worth)).toBe(true);
            return;
          }
          const least = Number(result.errors[0]?.['minPoints']);
          expect(least).toBeGreaterThan(points);
          expect(cashValueOfPoints(least, rate).greaterThanOrEqualTo(MIN_POINTS_VALUE)).toBe(true);
          expect(cashValueOfPoints(least - 1, rate).lessThan(MIN_POINTS_VALUE)).toBe(true);
        }),
      );
    });
  });
});
