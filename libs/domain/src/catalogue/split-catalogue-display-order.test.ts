import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitCatalogueDisplayOrder } from './split-catalogue-display-order';

describe('Catalogue displayOrder above 10 splits into main order (divided by 10, rounded) and sub order (remainder)', () => {
  it('23 is main 2, sub 3', () => {
    expect(splitCatalogueDisplayOrder(23)).toEqual({ main: 2, sub: 3 });
  });

  it('rounded down: 27 is main 2, sub 7 (not main 3), and 11 is main 1, sub 1', () => {
    expect(splitCatalogueDisplayOrder(27)).toEqual({ main: 2, sub: 7 });
    expect(splitCatalogueDisplayOrder(11)).toEqual({ main: 1, sub: 1 });
    expect(splitCatalogueDisplayOrder(20)).toEqual({ main: 2, sub: 0 });
    expect(splitCatalogueDisplayOrder(105)).toEqual({ main: 10, sub: 5 });
  });

  it('10 and below are a main order alone', () => {
    expect(splitCatalogueDisplayOrder(10)).toEqual({ main: 10, sub: 0 });
    expect(splitCatalogueDisplayOrder(3)).toEqual({ main: 3, sub: 0 });
    expect(splitCatalogueDisplayOrder(0)).toEqual({ main: 0, sub: 0 });
  });

  it('a fractional order is a programming error', () => {
    expect(() => splitCatalogueDisplayOrder(2.5)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('above 10, main x 10 + sub gives the number back and sub is 0 to 9', () => {
      fc.assert(
        fc.property(fc.integer({ min: 11, max: 100_000 }), (order) => {
          const { main, sub } = splitCatalogueDisplayOrder(order);
          return main * 10 + sub === order && sub >= 0 && sub <= 9;
        }),
      );
    });

    it('a larger display order never gets a smaller main order', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 11, max: 10_000 }),
          fc.integer({ min: 11, max: 10_000 }),
          (a, b) => {
            const [low, high] = a <= b ? [a, b] : [b, a];
            return splitCatalogueDisplayOrder(low).main <= splitCatalogueDisplayOrder(high).main;
          },
        ),
      );
    });
  });
});
