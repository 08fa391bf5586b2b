import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { changeLineQuantity } from './change-line-quantity';
import { isEngravedLine } from './is-engraved-line';
import { unitsByCode } from './units-by-code';
import { cartArb, cartLineOf } from '../testing/cart.arbitraries';

const watch = cartLineOf({
  code: 'APW-S10',
  unitPrice: thb('15900.00'),
  limit: false,
  maxQuantity: 0,
  engraving: true,
  appleCare: undefined,
  prices: [],
  endDate: undefined,
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...watch, ...overrides });

describe('changeLineQuantity: the quantity box of a cart line', () => {
  it('sets the new quantity', () => {
    expect(changeLineQuantity([line({ uuid: 'a' })], 'a', 4)).toEqual([
      line({ uuid: 'a', quantity: 4 }),
    ]);
  });

  it('"Quantity never below 1"', () => {
    expect(changeLineQuantity([line({ uuid: 'a', quantity: 3 })], 'a', 0)).toEqual([
      line({ uuid: 'a', quantity: 1 }),
    ]);
  });

  it('an engraved line keeps quantity 1; extra units become new lines with the same engraving', () => {
    const after = changeLineQuantity([line({ uuid: 'a', persMesg1: 'TOM' })], 'a', 3);
    expect(after.map((each) => [each.uuid, each.quantity, each.persMesg1])).toEqual([
      ['a', 1, 'TOM'],
      ['a-2', 1, 'TOM'],
      ['a-3', 1, 'TOM'],
    ]);
    expect(changeLineQuantity([line({ uuid: 'a', persMesg1: 'TOM' })], 'a', 1)).toEqual([
      line({ uuid: 'a', persMesg1: 'TOM' }),
    ]);
  });

  it('changes nothing for an unknown line, and refuses a quantity that is not whole', () => {
    const cart = [line({ uuid: 'a' })];
    expect(changeLineQuantity(cart, 'zzz', 5)).toBe(cart);
    expect(() => changeLineQuantity(cart, 'a', 2.5)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('the code of the changed line ends up with exactly the units asked (at least 1), others unchanged', () => {
      fc.assert(
        fc.property(
          cartArb().filter((cart) => cart.length > 0),
          fc.nat(),
          fc.integer({ min: -5, max: 30 }),
          (cart, pick, quantity) => {
            const target = cart[pick % cart.length] as CartLine;
            const before = unitsByCode(cart);
            const after = changeLineQuantity(cart, target.uuid, quantity);
            const wanted = Math.max(1, quantity);
            for (const [code, units] of unitsByCode(after)) {
              const expected =
                code === target.code
                  ? (before.get(code) ?? 0) - target.quantity + wanted
                  : before.get(code);
              expect(units).toBe(expected);
            }
            expect(after.filter(isEngravedLine).every((each) => each.quantity === 1)).toBe(true);
            expect(after.every((each) => each.quantity >= 1)).toBe(true);
          },
        ),
      );
    });
  });
});
