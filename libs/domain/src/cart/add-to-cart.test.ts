import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart';
import type { CartLine } from './cart-line';
import { isEngravedLine } from './is-engraved-line';
import { unitsByCode } from './units-by-code';
import {
  cartArb,
  cartLineArb,
  cartLineOf,
  catalogueItemArb,
  iphoneLine,
} from '../testing/cart.arbitraries';

const line = (overrides: Partial<CartLine>): CartLine => iphoneLine(overrides);

describe('addToCart: "Add to cart merges with an existing line of same code, care-plan flag and engraving lines"', () => {
  it('adds a new line at the end', () => {
    expect(addToCart([], line({ uuid: 'a', quantity: 2 }))).toEqual([
      line({ uuid: 'a', quantity: 2 }),
    ]);
  });

  it('merges with the line of the same code and care-plan flag: 1 + 2 = 3 units on one line', () => {
    const cart = [line({ uuid: 'a', quantity: 1, checked: false })];
    expect(addToCart(cart, line({ uuid: 'b', quantity: 2 }))).toEqual([
      line({ uuid: 'a', quantity: 3, checked: true }),
    ]);
  });

  it('does not merge lines that differ in the care-plan flag', () => {
    const cart = [line({ uuid: 'a' })];
    const after = addToCart(cart, line({ uuid: 'b', hasAppleCare: true }));
    expect(after.map((each) => [each.uuid, each.quantity, each.hasAppleCare])).toEqual([
      ['a', 1, false],
      ['b', 1, true],
    ]);
  });

  it('"An engraved line with a message keeps quantity 1; extra units become a new line"', () => {
    const engraved = line({ uuid: 'e', persMesg1: 'FOR ANNA', quantity: 3 });
    const after = addToCart([line({ uuid: 'e', persMesg1: 'FOR ANNA' })], engraved);
    expect(after.map((each) => [each.uuid, each.quantity, each.persMesg1])).toEqual([
      ['e', 1, 'FOR ANNA'],
      ['e-2', 1, 'FOR ANNA'],
      ['e-3', 1, 'FOR ANNA'],
      ['e-4', 1, 'FOR ANNA'],
    ]);
  });

  it('an engraving on the second line alone also counts as engraved', () => {
    const after = addToCart([], line({ uuid: 'e', persMesg2: 'LOVE', quantity: 2 }));
    expect(after.map((each) => each.quantity)).toEqual([1, 1]);
  });

  it('gives a new line a free uuid when its own is taken', () => {
    const after = addToCart([line({ uuid: 'a' })], line({ uuid: 'a', code: 'IPD-AIR-11' }));
    expect(after.map((each) => each.uuid)).toEqual(['a', 'a-2']);
  });

  it('refuses a quantity below 1 or not whole (a programming error: quantities are checked first)', () => {
    expect(() => addToCart([], line({ quantity: 0 }))).toThrow(RangeError);
    expect(() => addToCart([], line({ quantity: 1.5 }))).toThrow(RangeError);
  });

  describe('properties', () => {
    it('never loses or invents a unit: each code gains exactly the units added', () => {
      fc.assert(
        fc.property(cartArb(), cartLineArb({ maxQuantity: 9 }), (cart, added) => {
          const before = unitsByCode(cart);
          const after = unitsByCode(addToCart(cart, added));
          for (const [code, units] of after) {
            expect(units).toBe(
              (before.get(code) ?? 0) + (code === added.code ? added.quantity : 0),
            );
          }
          expect(after.size).toBe(new Set([...before.keys(), added.code]).size);
        }),
      );
    });

    it('an engraved line never has quantity above 1, whatever quantity is added', () => {
      fc.assert(
        fc.property(
          cartArb(),
          catalogueItemArb(),
          fc.integer({ min: 1, max: 20 }),
          (cart, item, quantity) => {
            const after = addToCart(
              cart,
              cartLineOf(item, { uuid: 'new', persMesg1: 'ANNA', quantity }),
            );
            expect(after.filter(isEngravedLine).every((each) => each.quantity === 1)).toBe(true);
          },
        ),
      );
    });

    it('uuids stay unique, and existing lines keep theirs in order', () => {
      fc.assert(
        fc.property(cartArb(), cartLineArb({ maxQuantity: 4 }), (cart, added) => {
          const after = addToCart(cart, added);
          expect(new Set(after.map((each) => each.uuid)).size).toBe(after.length);
          expect(after.slice(0, cart.length).map((each) => each.uuid)).toEqual(
            cart.map((each) => each.uuid),
          );
        }),
      );
    });
  });
});
