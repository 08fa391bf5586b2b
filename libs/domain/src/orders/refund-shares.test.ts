import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, sumMoney, thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { refundShares } from './refund-shares';

describe('refundShares', () => {
  it('splits cash and points in proportion to each unit’s price', () => {
    const shares = refundShares({ cash: thb('300.00'), points: 90 }, [
      thb('100.00'),
      thb('200.00'),
    ]);
    expect(shares.map((s) => [moneyToString(s.cash), s.points])).toEqual([
      ['100.00', 30],
      ['200.00', 60],
    ]);
  });

  it('gives the satang left over to the largest remainders, earlier first on a tie', () => {
    const shares = refundShares({ cash: thb('100.00'), points: 1 }, [
      thb('10.00'),
      thb('10.00'),
      thb('10.00'),
    ]);
    expect(shares.map((s) => moneyToString(s.cash))).toEqual(['33.34', '33.33', '33.33']);
    expect(shares.map((s) => s.points)).toEqual([1, 0, 0]);
  });

  it('splits evenly when every unit is free', () => {
    const shares = refundShares({ cash: thb('0.03'), points: 0 }, [thb(0), thb(0)]);
    expect(shares.map((s) => moneyToString(s.cash))).toEqual(['0.02', '0.01']);
  });

  it('refuses an order without units', () => {
    expect(() => refundShares({ cash: thb(1), points: 0 }, [])).toThrow(RangeError);
  });

  describe('properties', () => {
    const paidArb = fc.record({
      cash: moneyArb({ min: 0, max: 2_000_000 }),
      points: fc.integer({ min: 0, max: 50_000_000 }),
    });
    const unitsArb = fc.array(moneyArb({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 99 });

    it('the shares add up exactly to what was paid, none negative', () => {
      fc.assert(
        fc.property(paidArb, unitsArb, (paid, units) => {
          const shares = refundShares(paid, units);
          expect(shares).toHaveLength(units.length);
          expect(sumMoney(shares.map((s) => s.cash)).equals(paid.cash)).toBe(true);
          expect(shares.reduce((sum, s) => sum + s.points, 0)).toBe(paid.points);
          for (const share of shares) {
            expect(share.cash.isNegative()).toBe(false);
            expect(share.points).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(share.points)).toBe(true);
          }
        }),
      );
    });

    it('a unit that costs more never gets a smaller cash share (beyond one satang)', () => {
      fc.assert(
        fc.property(paidArb, unitsArb, (paid, units) => {
          const shares = refundShares(paid, units);
          for (let i = 0; i < units.length; i += 1) {
            for (let j = 0; j < units.length; j += 1) {
              if (units[i]!.greaterThan(units[j]!)) {
                expect(shares[i]!.cash.plus('0.01').greaterThanOrEqualTo(shares[j]!.cash)).toBe(
                  true,
                );
              }
            }
          }
        }),
      );
    });
  });
});
