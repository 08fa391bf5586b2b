import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { thb, ZERO_THB } from '../money/money';
import { moneyArb, positiveMoneyArb } from '../testing/money.arbitraries';
import { pointRateArb } from '../testing/points.arbitraries';
import { cashValueOfPoints } from './cash-value-of-points';
import { pointsForCash } from './points-for-cash';

describe('pointsForCash: the points that pay a cash amount, rounded UP to a whole point', () => {
  it('THB 1,000 at the reward rate 1000/6 is 166,667 points (166,666.67 rounded up)', () => {
    expect(pointsForCash(thb(1000), REWARD_POINT_RATE)).toBe(166_667);
  });

  it('THB 6 is exactly 1,000 points: nothing to round', () => {
    expect(pointsForCash(thb(6), REWARD_POINT_RATE)).toBe(1000);
  });

  it('THB 0.01 is 1.67 points, so 2 points: 1 point is worth only THB 0.006', () => {
    expect(pointsForCash(thb('0.01'), REWARD_POINT_RATE)).toBe(2);
  });

  it('THB 45,900 is 7,650,000 points; THB 166,666.50 is 27,777,750 points', () => {
    expect(pointsForCash(thb(45_900), REWARD_POINT_RATE)).toBe(7_650_000);
    expect(pointsForCash(thb('166666.50'), REWARD_POINT_RATE)).toBe(27_777_750);
  });

  it('converts with the price code of the card brand: 1 point = THB 0.25 makes THB 10.10 cost 41 points', () => {
    expect(pointsForCash(thb('10.10'), { ratePoint: 4, rateCash: 1 })).toBe(41);
  });

  it('THB 0 costs 0 points', () => {
    expect(pointsForCash(ZERO_THB, REWARD_POINT_RATE)).toBe(0);
  });

  it('refuses a negative amount and a broken rate: programming errors', () => {
    expect(() => pointsForCash(thb(-1), REWARD_POINT_RATE)).toThrow(RangeError);
    expect(() => pointsForCash(thb(1), { ratePoint: 0, rateCash: 6 })).toThrow(RangeError);
  });

  it('refuses an amount whose points are beyond a safe whole number', () => {
    expect(() => pointsForCash(thb('1e14'), REWARD_POINT_RATE)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('points never let the customer pay less than the price: value of pointsFor(cash) >= cash', () => {
      fc.assert(
        fc.property(moneyArb({ max: 10_000_000 }), pointRateArb(), (cash, rate) => {
          expect(
            cashValueOfPoints(pointsForCash(cash, rate), rate).greaterThanOrEqualTo(cash),
          ).toBe(true);
        }),
      );
    });

    it('it is the least such number: pointsFor(cash) - 1 points are worth less than cash', () => {
      fc.assert(
        fc.property(positiveMoneyArb(10_000_000), pointRateArb(), (cash, rate) => {
          const points = pointsForCash(cash, rate);
          expect(cashValueOfPoints(points - 1, rate).lessThan(cash)).toBe(true);
        }),
      );
    });

    it('is whole, never negative, and never decreases when the amount grows', () => {
      fc.assert(
        fc.property(
          moneyArb({ max: 1_000_000 }),
          moneyArb({ max: 1_000 }),
          pointRateArb(),
          (a, extra, rate) => {
            const points = pointsForCash(a, rate);
            expect(Number.isSafeInteger(points) && points >= 0).toBe(true);
            expect(pointsForCash(thb(a.plus(extra)), rate)).toBeGreaterThanOrEqual(points);
          },
        ),
      );
    });
  });
});
