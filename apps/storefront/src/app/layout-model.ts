import { matchPath } from 'react-router-dom';
import { combine } from 'effector';
import type { ActiveCategory, CategoryLink } from '@rewards/ui';
import { $categories, categoryHref } from '../entities/category/model';
import { $locale } from '../entities/locale/model';
import { $location, $query } from '../shared/router/model';
import { PAGES } from '../shared/router/page-registry';

/** The category the page belongs to, for the category bar's current tab. */
export const $activeCategory = combine(
  $location,
  $query,
  (location, query): Exclude<ActiveCategory, undefined> | null => {
    if (matchPath(PAGES.home.path, location.pathname) !== null) return 'home';
    // A catalogue's address, also with more after it and in any case: its category's digits.
    const catalogue = matchPath(
      { path: PAGES.listCatalogue.path, caseSensitive: false, end: false },
      location.pathname,
    );
    const categoryId = /^\d+/.exec(catalogue?.params.categoryId ?? '')?.[0];
    if (categoryId !== undefined) return categoryId;
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
