import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, thb } from '../money/money';
import { cartLineTotal } from './cart-line-total';
import { cartLineArb } from '../testing/cart.arbitraries';

const carePlan = {
  name: 'AppleCare+',
  thaiName: 'แอปเปิลแคร์พลัส',
  price: thb('7290.00'),
  point: 1_215_000,
};

describe('cartLineTotal: unit price x quantity + care plan price x quantity', () => {
  it('THB 32,900.00 x 2 = THB 65,800.00', () => {
    expect(
      moneyToString(cartLineTotal({ unitPrice: thb('32900'), quantity: 2, hasAppleCare: false })),
    ).toBe('65800.00');
  });

  it('with a care plan: (32,900.00 + 7,290.00) x 2 = THB 80,380.00', () => {
    expect(
      moneyToString(
        cartLineTotal({
          unitPrice: thb('32900'),
          quantity: 2,
          hasAppleCare: true,
          appleCare: carePlan,
        }),
      ),
    ).toBe('80380.00');
  });

  it('a care plan the line does not take is not charged', () => {
    expect(
      moneyToString(
        cartLineTotal({
          unitPrice: thb('0.99'),
          quantity: 3,
          hasAppleCare: false,
          appleCare: carePlan,
        }),
      ),
    ).toBe('2.97');
  });

  it('refuses a care plan without its price (a programming error)', () => {
    expect(() => cartLineTotal({ unitPrice: thb(1), quantity: 1, hasAppleCare: true })).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    it('is exact: total = (unit + care plan) x quantity, in whole satang', () => {
      fc.assert(
        fc.property(cartLineArb(), (line) => {
          const total = cartLineTotal(line);
          const care = line.hasAppleCare && line.appleCare ? line.appleCare.price : thb(0);
          expect(total.equals(line.unitPrice.plus(care).times(line.quantity))).toBe(true);
          expect(total.decimalPlaces()).toBeLessThanOrEqual(2);
        }),
      );
    });
  });
});
