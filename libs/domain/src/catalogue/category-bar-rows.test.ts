import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryBarRows } from './category-bar-rows';
import { categoriesArb } from '../testing/catalogue.arbitraries';

const category = (n: number) => ({
  categoryId: `c${n}`,
  name: `Category ${n}`,
  displayOrderBar: n,
});

describe('Category bar: Home first, rows of 6 (QUANTITY_OF_CATEGORY)', () => {
  it('no categories: one row holding Home', () => {
    expect(categoryBarRows([], 'en')).toEqual([[{ kind: 'home' }]]);
  });

  it('Home and 5 categories fill the first row; the 6th category opens a second row', () => {
    const rows = categoryBarRows([6, 5, 4, 3, 2, 1].map(category), 'en');
    expect(rows.map((row) => row.length)).toEqual([6, 1]);
    expect(rows[0]?.[0]).toEqual({ kind: 'home' });
    expect(rows[0]?.[1]).toEqual({ kind: 'category', category: category(1) });
    expect(rows[1]?.[0]).toEqual({ kind: 'category', category: category(6) });
  });

  it('takes another row size when asked, and refuses a row of 0', () => {
    expect(categoryBarRows([1, 2, 3].map(category), 'en', 2).map((row) => row.length)).toEqual([
      2, 2,
    ]);
    expect(() => categoryBarRows([], 'en', 0)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('Home comes first, every row but the last holds 6, and every category appears once in bar order', () => {
      fc.assert(
        fc.property(categoriesArb(30), (list) => {
          const rows = categoryBarRows(list, 'en');
          const entries = rows.flat();
          const shownCategories = entries.flatMap((entry) =>
            entry.kind === 'category' ? [entry.category] : [],
          );
          return (
            entries[0]?.kind === 'home' &&
            entries.filter((entry) => entry.kind === 'home').length === 1 &&
            rows.slice(0, -1).every((row) => row.length === 6) &&
            (rows.at(-1)?.length ?? 0) >= 1 &&
            (rows.at(-1)?.length ?? 0) <= 6 &&
            shownCategories.length === list.length &&
            new Set(shownCategories).size === list.length
          );
        }),
      );
    });
  });
});
