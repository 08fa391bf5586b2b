import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { moneyToString, thb } from '../money/money';
import { moneyArb, positiveMoneyArb } from '../testing/money.arbitraries';
import { instalmentMonthsArb, monthlyRatePercentArb } from '../testing/instalments.arbitraries';
import { instalmentTotal } from './instalment-total';

const total = (amount: string, months: number, rate: string) =>
  moneyToString(instalmentTotal(thb(amount), months, rate));

describe('instalmentTotal: "Total = amount times (1 + term times rate/100)", to the nearest satang', () => {
  it('THB 45,900 over 10 months at 0% is THB 45,900.00', () => {
    expect(total('45900', 10, '0')).toBe('45900.00');
  });

  it('THB 45,900 over 10 months at 0.89% per month is 45,900 x 1.089 = THB 49,985.10', () => {
    expect(total('45900', 10, '0.89')).toBe('49985.10');
  });

  it('THB 45,999 over 10 months at 0.89%: 50,092.911 rounds to THB 50,092.91', () => {
    expect(total('45999', 10, '0.89')).toBe('50092.91');
  });

  it('rounds half up: THB 500.50 over 10 months at 0.1% is 505.505, so THB 505.51', () => {
    expect(total('500.50', 10, '0.1')).toBe('505.51');
  });

  it('THB 99,999.99 over 24 months at 0.89%: 121,359.987864 rounds to THB 121,359.99', () => {
    expect(total('99999.99', 24, '0.89')).toBe('121359.99');
  });

  it('refuses a term that is not a whole number of months above 0, a negative or unreadable rate, a negative amount', () => {
    expect(() => instalmentTotal(thb(1000), 0, '0')).toThrow(RangeError);
    expect(() => instalmentTotal(thb(1000), 2.5, '0')).toThrow(RangeError);
    expect(() => instalmentTotal(thb(1000), 10, '-0.5')).toThrow(RangeError);
    expect(() => instalmentTotal(thb(1000), 10, 'abc')).toThrow(RangeError);
    expect(() => instalmentTotal(thb(1000), 10, Number.NaN)).toThrow(RangeError);
    expect(() => instalmentTotal(thb(-1), 10, '0')).toThrow(RangeError);
  });

  describe('properties', () => {
    it('at 0% the total is the amount, exactly', () => {
      fc.assert(
        fc.property(moneyArb({ max: 10_000_000 }), instalmentMonthsArb(), (amount, months) => {
          expect(instalmentTotal(amount, months, '0').equals(amount)).toBe(true);
        }),
      );
    });

    it('is whole satang, within half a satang of the exact figure, and never below the amount', () => {
      fc.assert(
        fc.property(
          positiveMoneyArb(10_000_000),
          instalmentMonthsArb(),
          monthlyRatePercentArb(),
          (amount, months, rate) => {
            const result = instalmentTotal(amount, months, rate);
            const exact = new Dec(rate).times(months).dividedBy(100).plus(1).times(amount);
            expect(result.decimalPlaces()).toBeLessThanOrEqual(2);
            expect(result.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
            expect(result.greaterThanOrEqualTo(amount)).toBe(true);
          },
        ),
      );
    });
  });
});
