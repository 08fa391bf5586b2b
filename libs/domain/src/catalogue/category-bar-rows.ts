import { QUANTITY_OF_CATEGORY, type Language } from '../config/business-constants';
import { sortCategoriesForBar, type BarCategory } from './sort-categories-for-bar';

/** One slot of the category bar: the Home link, or a category. */
export type CategoryBarEntry<C> =
  { readonly kind: 'home' } | { readonly kind: 'category'; readonly category: C };

/**
 * The category bar, row by row: Home first, then the categories sorted by
 * `displayOrderBar` then name, 6 to a row (QUANTITY_OF_CATEGORY). Home takes
 * the first slot of the first row like any entry, so the first row holds Home
 * and five categories. Every row is full except perhaps the last.
 */
export function categoryBarRows<C extends BarCategory>(
  categories: readonly C[],
  lang: Language,
  perRow: number = QUANTITY_OF_CATEGORY,
): readonly (readonly CategoryBarEntry<C>[])[] {
  if (!Number.isInteger(perRow) || perRow < 1) {
    throw new RangeError(`A row holds a whole number of categories, at least 1: ${perRow}`);
  }
  const entries: CategoryBarEntry<C>[] = [
    { kind: 'home' },
    ...sortCategoriesForBar(categories, lang).map((category) => ({
      kind: 'category' as const,
      category,
    })),
  ];
  const rows: CategoryBarEntry<C>[][] = [];
  for (let start = 0; start < entries.length; start += perRow) {
    rows.push(entries.slice(start, start + perRow));
  }
  return rows;
}
