import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { moneyToString, sumMoney, thb, type Money } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { instalmentMonthsArb } from '../testing/instalments.arbitraries';
import { splitInstalments } from './split-instalments';

const figures = (total: string, months: number) => {
  const split = splitInstalments(thb(total), months);
  return {
    monthly: moneyToString(split.monthly),
    first: moneyToString(split.first),
    payments: split.payments.length,
  };
};

describe('splitInstalments: "monthly = total/term rounded to 2 decimals, the first payment absorbs the difference"', () => {
  it('THB 45,900.00 over 10 months: 10 payments of THB 4,590.00', () => {
    expect(figures('45900', 10)).toEqual({ monthly: '4590.00', first: '4590.00', payments: 10 });
  });

  it('THB 49,985.10 (45,900 at 0.89%) over 10 months: 10 payments of THB 4,998.51', () => {
    expect(figures('49985.10', 10)).toEqual({ monthly: '4998.51', first: '4998.51', payments: 10 });
  });

  it('THB 25,900 over 3 months: monthly 8,633.33, the first payment 8,633.34 takes the extra satang', () => {
    expect(figures('25900', 3)).toEqual({ monthly: '8633.33', first: '8633.34', payments: 3 });
  });

  it('THB 27,283.06 over 6 months: monthly 4,547.18 (4,547.1766 rounded), first 4,547.16', () => {
    expect(figures('27283.06', 6)).toEqual({ monthly: '4547.18', first: '4547.16', payments: 6 });
  });

  it('THB 10,000.05 over 10 months: 1,000.005 rounds half up to 1,000.01, first 999.96 (0.05 = 10 x 0.005 apart)', () => {
    expect(figures('10000.05', 10)).toEqual({ monthly: '1000.01', first: '999.96', payments: 10 });
  });

  it('lists the first payment first, then the monthly ones', () => {
    const split = splitInstalments(thb('25900'), 3);
    expect(split.payments.map(moneyToString)).toEqual(['8633.34', '8633.33', '8633.33']);
  });

  it('one month is one payment of the total', () => {
    expect(figures('1234.56', 1)).toEqual({ monthly: '1234.56', first: '1234.56', payments: 1 });
  });

  it('refuses a term that is not whole months above 0, and a total too small for every payment to be positive', () => {
    expect(() => splitInstalments(thb(1000), 0)).toThrow(RangeError);
    expect(() => splitInstalments(thb(1000), 1.5)).toThrow(RangeError);
    expect(() => splitInstalments(thb(0), 3)).toThrow(RangeError);
    expect(() => splitInstalments(thb('0.05'), 10)).toThrow(RangeError);
  });

  describe('properties', () => {
    // Plans start in the thousands of baht; 1 baht a month is far below any real range.
    const planArb = instalmentMonthsArb().chain((months) =>
      fc.tuple(moneyArb({ min: months, max: 10_000_000 }), fc.constant(months)),
    );
    const sum = (payments: readonly Money[]) => sumMoney(payments);

    it('the payments sum exactly to the total', () => {
      fc.assert(
        fc.property(planArb, ([total, months]) => {
          expect(sum(splitInstalments(total, months).payments).equals(total)).toBe(true);
        }),
      );
    });

    it('there is one payment per month, every one positive and whole satang, all after the first equal to the monthly', () => {
      fc.assert(
        fc.property(planArb, ([total, months]) => {
          const { payments, monthly, first } = splitInstalments(total, months);
          expect(payments).toHaveLength(months);
          expect(payments[0]?.equals(first)).toBe(true);
          for (const payment of payments) {
            expect(payment.isPositive() && !payment.isZero()).toBe(true);
            expect(payment.decimalPlaces()).toBeLessThanOrEqual(2);
          }
          expect(payments.slice(1).every((payment) => payment.equals(monthly))).toBe(true);
        }),
      );
    });

    it('the first differs from the monthly by at most term x 0.005 (exactly that only at half-satang ties)', () => {
      fc.assert(
        fc.property(planArb, ([total, months]) => {
          const { monthly, first } = splitInstalments(total, months);
          const bound = new Dec(months).times('0.005');
          const gap = first.minus(monthly).abs();
          expect(gap.lessThanOrEqualTo(bound)).toBe(true);
          const tie = total.dividedBy(months).times(1000).mod(10).equals(5);
          if (!tie) expect(gap.lessThan(bound)).toBe(true);
        }),
      );
    });
  });
});
