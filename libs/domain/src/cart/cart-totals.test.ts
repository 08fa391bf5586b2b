import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, sumMoney, thb } from '../money/money';
import type { CartLine } from './cart-line';
import { cartLineTotal } from './cart-line-total';
import { cartTotals } from './cart-totals';
import { includedVat } from './included-vat';
import { cartArb, discountArb, iphoneLine } from '../testing/cart.arbitraries';

const line = (overrides: Partial<CartLine>): CartLine => iphoneLine(overrides);
const asText = (totals: ReturnType<typeof cartTotals>): Record<string, string> =>
  Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, moneyToString(value)]));

describe('cartTotals: subtotal, free shipping at 0, total, Incl. VAT', () => {
  it('2 iPhones with care plan and 1 unchecked line: subtotal (32,900 + 7,290) x 2 = 80,380.00', () => {
    const cart = [
      line({ uuid: 'a', quantity: 2, hasAppleCare: true }),
      line({ uuid: 'b', checked: false }),
    ];
    expect(asText(cartTotals(cart))).toEqual({
      subtotal: '80380.00',
      discount: '0.00',
      shippingFee: '0.00',
      total: '80380.00',
      // 80,380 x 7 / 107 = 5,258.50467... -> 5,258.50
      vat: '5258.50',
      totalExcludingVat: '75121.50',
    });
  });

  it('takes the promotion discount off the total: 32,900.00 - 1,000.00 = 31,900.00', () => {
    expect(asText(cartTotals([line({})], thb('1000.00')))).toMatchObject({
      subtotal: '32900.00',
      discount: '1000.00',
      total: '31900.00',
      vat: '2086.92',
      totalExcludingVat: '29813.08',
    });
  });

  it('a discount above the subtotal is applied only up to it: the total is never below 0', () => {
    expect(asText(cartTotals([line({})], thb('50000.00')))).toMatchObject({
      discount: '32900.00',
      total: '0.00',
      vat: '0.00',
    });
  });

  it('an empty cart totals THB 0.00', () => {
    expect(asText(cartTotals([]))).toMatchObject({ subtotal: '0.00', total: '0.00' });
  });

  it('refuses a negative discount (a programming error)', () => {
    expect(() => cartTotals([], thb('-1.00'))).toThrow(RangeError);
  });

  describe('properties', () => {
    it('totals are sums of the checked lines exactly', () => {
      fc.assert(
        fc.property(cartArb(), (cart) => {
          const totals = cartTotals(cart);
          const expected = sumMoney(cart.filter((each) => each.checked).map(cartLineTotal));
          expect(totals.subtotal.equals(expected)).toBe(true);
          expect(totals.total.equals(expected)).toBe(true);
          expect(totals.shippingFee.isZero()).toBe(true);
        }),
      );
    });

    it('the VAT part plus the net equals the total, and the VAT is 7/107 of the total rounded half up', () => {
      fc.assert(
        fc.property(cartArb(), discountArb(), (cart, discount) => {
          const totals = cartTotals(cart, discount);
          expect(totals.vat.plus(totals.totalExcludingVat).equals(totals.total)).toBe(true);
          expect(totals.vat.equals(includedVat(totals.total))).toBe(true);
        }),
      );
    });

    it('total = subtotal - applied discount, never below 0, and the applied discount is at most the one given', () => {
      fc.assert(
        fc.property(cartArb(), discountArb(), (cart, discount) => {
          const totals = cartTotals(cart, discount);
          expect(totals.total.equals(totals.subtotal.minus(totals.discount))).toBe(true);
          expect(totals.total.isNegative()).toBe(false);
          expect(totals.discount.lessThanOrEqualTo(discount)).toBe(true);
          expect(totals.discount.equals(discount) || totals.total.isZero()).toBe(true);
        }),
      );
    });
  });
});
