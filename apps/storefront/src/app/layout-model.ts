import { combine } from 'effector';
import type { ActiveCategory, CategoryLink } from '@rewards/ui';
import { $categories, categoryHref } from '../entities/category/model';
import { $locale } from '../entities/locale/model';
import { $location, $query } from '../shared/router/model';

/** The category the page belongs to, for the category bar's current tab. */
export const $activeCategory = combine(
  $location,
  $query,
  (location, query): Exclude<ActiveCategory, undefined> | null => {
    if (location.pathname === '/') return 'home';
    const listCatalogue = /^\/listCatalogue\/(\d+)/i.exec(location.pathname);
    if (listCatalogue?.[1] !== undefined) return listCatalogue[1];
    return query.category !== undefined && /^\d+$/.test(query.category) ? query.category : null;
  },
);

/** The categories as links, for the category bar and the mobile menu. */
export const $categoryLinks = combine($categories, $locale, (categories, lang): CategoryLink[] =>
  categories.map((category) => ({
    categoryId: category.categoryId,
    name: category.name,
    thaiName: category.thaiName,
    displayOrderBar: category.displayOrderBar,
    href: categoryHref(category, lang),
  })),
);
