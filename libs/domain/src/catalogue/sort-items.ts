import type { Language } from '../config/business-constants';
import type { Money } from '../money/money';
import { compareLocalizedNames } from './compare-localized-names';
import { compareOrdinal } from './compare-ordinal';
import { itemOrderBy } from './item-order-by';
import { localizedName, type Named } from './localized-name';
import type { ItemSortOrder } from './parse-item-sort-order';

/** What sorting an item list needs of an item. */
export interface SortableItem extends Named {
  readonly code: string;
  /** The cash price of one unit. */
  readonly unitPrice: Money;
}

/**
 * An item list in the chosen order: by the name the customer reads (Thai name
 * in Thai) in that language's alphabetical order, or by unit price ascending
 * or descending. Ties fall to the name, then the item code, so the order is
 * the same however the items arrived (a page boundary never moves). Prices are
 * compared as decimals, never as floating-point numbers. Returns a new array.
 */
export function sortItems<I extends SortableItem>(
  items: readonly I[],
  order: ItemSortOrder,
  lang: Language,
): I[] {
  const { property, direction } = itemOrderBy(order);
  const compareNames = compareLocalizedNames(lang);
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: I, b: I): number =>
    compareNames(localizedName(a, lang), localizedName(b, lang));
  const byPrice = (a: I, b: I): number => a.unitPrice.comparedTo(b.unitPrice);
  const chosen = property === 'price' ? byPrice : byName;
  return [...items].sort(
    (a, b) => sign * chosen(a, b) || byName(a, b) || compareOrdinal(a.code, b.code),
  );
}
