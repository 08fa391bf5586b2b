import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, subtractMoney, sumMoney, thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { discountShares } from './discount-shares';
import { refundShares } from './refund-shares';

describe('discountShares', () => {
  it('shares the discount so that each unit keeps its share of what was paid', () => {
    const shares = discountShares([thb('100.00'), thb('100.00'), thb('100.00')], thb('100.00'));
    // 200.00 paid over three equal units: 66.67, 66.67, 66.66.
    expect(shares.map(moneyToString)).toEqual(['33.33', '33.33', '33.34']);
  });

  it('takes no discount off a unit that cost nothing', () => {
    const shares = discountShares([thb('30890.00'), thb('0.00')], thb('500.00'));
    expect(shares.map(moneyToString)).toEqual(['500.00', '0.00']);
  });

  it('refuses a discount larger than the units', () => {
    expect(() => discountShares([thb('10.00')], thb('10.01'))).toThrow(RangeError);
  });

  describe('properties', () => {
    const unitsArb = fc.array(moneyArb({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 99 });
    const caseArb = unitsArb.chain((units) =>
      fc.tuple(fc.constant(units), moneyArb({ min: 0, max: Number(sumMoney(units)) })),
    );

    it('the shares add up to the discount, none negative nor above its unit', () => {
      fc.assert(
        fc.property(caseArb, ([units, discount]) => {
          const shares = discountShares(units, discount);
          expect(shares).toHaveLength(units.length);
          expect(sumMoney(shares).equals(discount)).toBe(true);
          shares.forEach((share, index) => {
            expect(share.isNegative()).toBe(false);
            expect(share.lessThanOrEqualTo(units[index]!)).toBe(true);
          });
        }),
      );
    });

    it('each unit less its share is exactly its refund share of what was paid, to the satang', () => {
      fc.assert(
        fc.property(caseArb, ([units, discount]) => {
          const paid = subtractMoney(sumMoney(units), discount);
          const refunds = refundShares({ cash: paid, points: 0 }, units);
          discountShares(units, discount).forEach((share, index) => {
            expect(subtractMoney(units[index]!, share).equals(refunds[index]!.cash)).toBe(true);
          });
        }),
      );
    });
  });
});
