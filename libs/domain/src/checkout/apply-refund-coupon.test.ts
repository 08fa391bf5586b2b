import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, sumMoney, thb } from '../money/money';
import { moneyArb, positiveMoneyArb } from '../testing/money.arbitraries';
import { applyRefundCoupon } from './apply-refund-coupon';

describe('applyRefundCoupon', () => {
  it('takes the code’s value off what is left to pay', () => {
    const coupon = applyRefundCoupon(thb('1000.00'), thb('250.50'));
    expect(moneyToString(coupon.applied)).toBe('250.50');
    expect(moneyToString(coupon.payable)).toBe('749.50');
  });

  it('never below nothing: a code worth more pays the whole of it', () => {
    const coupon = applyRefundCoupon(thb('99.99'), thb('500.00'));
    expect(moneyToString(coupon.applied)).toBe('99.99');
    expect(moneyToString(coupon.payable)).toBe('0.00');
  });

  it('refuses a value of nothing or less, and a negative amount', () => {
    expect(() => applyRefundCoupon(thb(10), thb(0))).toThrow(RangeError);
    expect(() => applyRefundCoupon(thb(-1), thb(1))).toThrow(RangeError);
  });

  it('properties: left to pay = max(0, payable - value); applied + left = payable, to the satang', () => {
    fc.assert(
      fc.property(
        moneyArb({ min: 0, max: 5_000_000 }),
        positiveMoneyArb(1_000_000),
        (payable, value) => {
          const coupon = applyRefundCoupon(payable, value);
          const expected = payable.minus(value);
          expect(coupon.payable.equals(expected.isNegative() ? 0 : expected)).toBe(true);
          expect(sumMoney([coupon.applied, coupon.payable]).equals(payable)).toBe(true);
          expect(coupon.applied.lessThanOrEqualTo(value)).toBe(true);
          expect(coupon.applied.isNegative()).toBe(false);
          expect(coupon.applied.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
