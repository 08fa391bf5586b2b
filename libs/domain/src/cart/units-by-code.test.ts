import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitsByCode } from './units-by-code';
import { cartArb } from '../testing/cart.arbitraries';

describe('unitsByCode: units of each item code summed across lines', () => {
  it('adds the lines of one code', () => {
    expect(
      unitsByCode([
        { code: 'A', quantity: 2 },
        { code: 'B', quantity: 1 },
        { code: 'A', quantity: 3 },
      ]),
    ).toEqual(
      new Map([
        ['A', 5],
        ['B', 1],
      ]),
    );
    expect(unitsByCode([]).size).toBe(0);
  });

  describe('properties', () => {
    it('the units of all codes sum to the quantities of all lines', () => {
      fc.assert(
        fc.property(cartArb(), (cart) => {
          const total = [...unitsByCode(cart).values()].reduce((sum, units) => sum + units, 0);
          expect(total).toBe(cart.reduce((sum, line) => sum + line.quantity, 0));
        }),
      );
    });
  });
});
