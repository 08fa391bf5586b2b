import { combine, createEffect, createStore, sample } from 'effector';
import type { Category } from '@rewards/api-client/contract';
import { categoryBarRows, sortCategoriesForBar, type Language } from '@rewards/domain';
import { loadApi } from '../../shared/api/load-api';
import { shopUrl } from '../../shared/url/query';
import { $locale } from '../locale/model';

/** A category page's address: `/listCatalogue/{categoryId}?category={name-with-dashes}` (spec section 2). */
export function categoryHref(
  category: Pick<Category, 'categoryId' | 'name'>,
  lang: Language,
): string {
  return shopUrl(`/listCatalogue/${category.categoryId}`, lang, {
    category: category.name.trim().replace(/\s+/g, '-'),
  });
}

/** Every category with its catalogues, sub-categories and carousel (`category`). */
export const fetchCategoriesFx = createEffect(async (): Promise<readonly Category[]> => {
  const { client, catalogueRoutes } = await loadApi();
  return client.request(catalogueRoutes.categories, {});
});

export const $categories = createStore<readonly Category[]>([]);

/** A category with its catalogues, sub-categories and carousel (`category/{categoryId}`). */
export async function loadCategory(categoryId: number): Promise<Category> {
  const { client, catalogueRoutes } = await loadApi();
  return client.request(catalogueRoutes.category, { params: { categoryId } });
}

/** Whether the list has been asked for and not answered yet (the bar shows placeholders). */
export const $categoriesLoading = fetchCategoriesFx.pending;

/** The categories in category-bar order (displayOrderBar, then the name the customer reads). */
export const $categoriesInBarOrder = combine($categories, $locale, (categories, lang) =>
  sortCategoriesForBar(categories, lang),
);

/** The category bar, row by row: Home, then the categories, 6 to a row (spec section 2). */
export const $categoryBarRows = combine($categories, $locale, (categories, lang) =>
  categoryBarRows(categories, lang),
);

// The latest list from the server is the one shown.
sample({ clock: fetchCategoriesFx.doneData, target: $categories });
