import type { Language } from '../config/business-constants';
import { compareLocalizedNames } from './compare-localized-names';
import { compareOrdinal } from './compare-ordinal';
import { localizedName, type Named } from './localized-name';

/** What the category bar needs of a category. */
export interface BarCategory extends Named {
  readonly categoryId: string | number;
  /** Position in the category bar; categories without one come after those with one. */
  readonly displayOrderBar?: number | null;
}

function barOrder(category: BarCategory): number {
  const order = category.displayOrderBar;
  return typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY;
}

/**
 * The categories in category-bar order: by `displayOrderBar`, then by name.
 * The name compared is the one the customer reads (the Thai name on the Thai
 * site, see `localizedName`), in that language's alphabetical order, so the
 * bar reads alphabetically in both languages where the order numbers tie.
 * Equal names fall back to the category id, so the order never depends on the
 * order the server listed them in. Returns a new array.
 */
export function sortCategoriesForBar<C extends BarCategory>(
  categories: readonly C[],
  lang: Language,
): C[] {
  const compareNames = compareLocalizedNames(lang);
  return [...categories].sort((a, b) => {
    const [orderA, orderB] = [barOrder(a), barOrder(b)];
    if (orderA !== orderB) return orderA < orderB ? -1 : 1;
    const byName = compareNames(localizedName(a, lang), localizedName(b, lang));
    if (byName !== 0) return byName;
    return compareOrdinal(String(a.categoryId), String(b.categoryId));
  });
}
