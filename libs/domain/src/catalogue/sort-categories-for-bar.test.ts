import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortCategoriesForBar } from './sort-categories-for-bar';
import { categoriesArb } from '../testing/catalogue.arbitraries';

const categories = [
  { categoryId: 'c-watch', name: 'Watch', thaiName: 'วอทช์', displayOrderBar: 2 },
  { categoryId: 'c-iphone', name: 'iPhone', thaiName: 'ไอโฟน', displayOrderBar: 1 },
  { categoryId: 'c-mac', name: 'Mac', thaiName: 'แมค', displayOrderBar: 2 },
  { categoryId: 'c-ipad', name: 'iPad', thaiName: 'ไอแพด', displayOrderBar: 2 },
  { categoryId: 'c-misc', name: 'Accessories', thaiName: 'อุปกรณ์เสริม', displayOrderBar: null },
];
const names = (list: readonly { name: string }[]): string[] => list.map((c) => c.name);

describe('Category bar: categories sorted by displayOrderBar then name', () => {
  it('English: by displayOrderBar, equal numbers by English name, a missing number last', () => {
    expect(names(sortCategoriesForBar(categories, 'en'))).toEqual([
      'iPhone',
      'iPad',
      'Mac',
      'Watch',
      'Accessories',
    ]);
  });

  it('Thai: equal numbers by the Thai name in Thai order (แมค, วอทช์, ไอแพด)', () => {
    expect(names(sortCategoriesForBar(categories, 'th'))).toEqual([
      'iPhone',
      'Mac',
      'Watch',
      'iPad',
      'Accessories',
    ]);
  });

  it('equal names fall back to the category id, whatever order the server sent', () => {
    const twins = [
      { categoryId: 'b', name: 'Sale', displayOrderBar: 1 },
      { categoryId: 'a', name: 'Sale', displayOrderBar: 1 },
    ];
    expect(sortCategoriesForBar(twins, 'en').map((c) => c.categoryId)).toEqual(['a', 'b']);
  });

  it('does not change the list it was given', () => {
    const copy = [...categories];
    sortCategoriesForBar(categories, 'en');
    expect(categories).toEqual(copy);
  });

  describe('properties', () => {
    it('is a permutation, ordered by displayOrderBar (missing last)', () => {
      fc.assert(
        fc.property(
          categoriesArb(),
          fc.constantFrom('en' as const, 'th' as const),
          (list, lang) => {
            const sorted = sortCategoriesForBar(list, lang);
            const rank = (order: number | null | undefined): number =>
              order ?? Number.POSITIVE_INFINITY;
            return (
              sorted.length === list.length &&
              list.every((c) => sorted.includes(c)) &&
              sorted.every(
                (c, i) =>
                  i === 0 || rank(sorted[i - 1]?.displayOrderBar) <= rank(c.displayOrderBar),
              )
            );
          },
        ),
      );
    });

    it('is stable: the order does not depend on the order the server sent', () => {
      fc.assert(
        fc.property(
          categoriesArb(),
          fc.constantFrom('en' as const, 'th' as const),
          (list, lang) => {
            const once = sortCategoriesForBar(list, lang);
            return (
              JSON.stringify(sortCategoriesForBar([...list].reverse(), lang)) ===
                JSON.stringify(once) &&
              JSON.stringify(sortCategoriesForBar(once, lang)) === JSON.stringify(once)
            );
          },
        ),
      );
    });
  });
});
