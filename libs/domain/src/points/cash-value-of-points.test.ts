import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_POINT_RATE } from '../config/business-constants';
import { Dec } from '../money/decimal';
import { moneyToString } from '../money/money';
import type { PointRate } from '../pricing/price-entry';
import { pointRateArb, wholePointsArb } from '../testing/points.arbitraries';
import { cashValueOfPoints } from './cash-value-of-points';

const value = (points: number, rate: PointRate = REWARD_POINT_RATE) =>
  moneyToString(cashValueOfPoints(points, rate));

describe('cashValueOfPoints: what points are worth in THB, rounded DOWN to the satang', () => {
  it('1,000 points are worth THB 6 at the reward rate 1000/6', () => {
    expect(value(1000)).toBe('6.00');
  });

  it('166,667 points are worth THB 1,000.00 (1,000.002 rounded down)', () => {
    expect(value(166_667)).toBe('1000.00');
  });

  it('166,666 points are worth THB 999.99 (999.996 rounded down): the customer credit is never overstated', () => {
    expect(value(166_666)).toBe('999.99');
  });

  it('1 point is worth THB 0.00 (0.006 rounded down); 2 points THB 0.01', () => {
    expect(value(1)).toBe('0.00');
    expect(value(2)).toBe('0.01');
  });

  it('999,999 points, the most for one item, are worth THB 5,999.99', () => {
    expect(value(999_999)).toBe('5999.99');
  });

  it('uses the price code of the card brand: 41 points at 4 points per THB 1 are worth THB 10.25', () => {
    expect(value(41, { ratePoint: 4, rateCash: 1 })).toBe('10.25');
  });

  it('refuses a fraction of a point, a negative number of points and a broken rate', () => {
    expect(() => cashValueOfPoints(1.5, REWARD_POINT_RATE)).toThrow(RangeError);
    expect(() => cashValueOfPoints(-1, REWARD_POINT_RATE)).toThrow(RangeError);
    expect(() => cashValueOfPoints(Number.NaN, REWARD_POINT_RATE)).toThrow(RangeError);
    expect(() => cashValueOfPoints(10, { ratePoint: 1000, rateCash: 0 })).toThrow(RangeError);
  });

  describe('properties', () => {
    it('is whole satang, never above the exact value, and less than a satang below it', () => {
      fc.assert(
        fc.property(wholePointsArb({ max: 100_000_000 }), pointRateArb(), (points, rate) => {
          const cash = cashValueOfPoints(points, rate);
          const exact = new Dec(points).times(rate.rateCash).dividedBy(rate.ratePoint);
          expect(cash.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(cash.lessThanOrEqualTo(exact)).toBe(true);
          expect(exact.minus(cash).lessThan('0.01')).toBe(true);
        }),
      );
    });

    it('more points are never worth less', () => {
      fc.assert(
        fc.property(
          wholePointsArb(),
          wholePointsArb({ max: 1_000 }),
          pointRateArb(),
          (points, extra, rate) => {
            expect(
              cashValueOfPoints(points + extra, rate).greaterThanOrEqualTo(
                cashValueOfPoints(points, rate),
              ),
            ).toBe(true);
          },
        ),
      );
    });
  });
});
