import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueDisplayPosition,
  compareCatalogueDisplayOrder,
} from './compare-catalogue-display-order';

const order = (displayOrder: number | null, displaySubOrder: number | null = null) => ({
  displayOrder,
  displaySubOrder,
});

describe('Catalogues sort by main order, then sub order (displayOrder above 10 splits)', () => {
  it('23 sorts after 2 and before 3, not after 3', () => {
    const sorted = [order(3), order(23), order(2), order(1)].sort(compareCatalogueDisplayOrder);
    expect(sorted.map((c) => c.displayOrder)).toEqual([1, 2, 23, 3]);
  });

  it('21 and 22 sit under main 2 in their sub order; 10 and below use displaySubOrder', () => {
    const sorted = [order(22), order(2, 5), order(21), order(2, 0)].sort(
      compareCatalogueDisplayOrder,
    );
    expect(sorted).toEqual([order(2, 0), order(21), order(22), order(2, 5)]);
  });

  it('above 10 the remainder is the sub order and displaySubOrder is ignored', () => {
    expect(catalogueDisplayPosition(order(23, 9))).toEqual([2, 3]);
    expect(catalogueDisplayPosition(order(3, 9))).toEqual([3, 9]);
  });

  it('missing numbers sort last', () => {
    expect(catalogueDisplayPosition(order(null))).toEqual([Infinity, 0]);
    const sorted = [order(null), order(31)].sort(compareCatalogueDisplayOrder);
    expect(sorted[0]).toEqual(order(31));
  });

  describe('properties', () => {
    const orderArb = fc.option(fc.integer({ min: 0, max: 999 }), { nil: null });
    const catalogueArb = fc.record({ displayOrder: orderArb, displaySubOrder: orderArb });

    it('is a total preorder: antisymmetric and transitive', () => {
      fc.assert(
        fc.property(catalogueArb, catalogueArb, catalogueArb, (a, b, c) => {
          const ab = compareCatalogueDisplayOrder(a, b);
          const ba = compareCatalogueDisplayOrder(b, a);
          const bc = compareCatalogueDisplayOrder(b, c);
          const ac = compareCatalogueDisplayOrder(a, c);
          return Math.sign(ab) === -Math.sign(ba) && (ab > 0 || bc > 0 || ac <= 0);
        }),
      );
    });

    it('an order above 10 sits after its main order m and before m + 1', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 9 }), (main, sub) => {
          const split = order(main * 10 + sub);
          if (main * 10 + sub <= 10) return true;
          return (
            compareCatalogueDisplayOrder(split, order(main + 1)) < 0 &&
            (sub === 0 || compareCatalogueDisplayOrder(order(main, 0), split) < 0)
          );
        }),
      );
    });
  });
});
