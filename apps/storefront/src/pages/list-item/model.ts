import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { itemRoutes } from '@rewards/api-client/contract';
import type { Category, SearchResponse } from '@rewards/api-client/contract';
import {
  DEFAULT_ITEM_SORT_ORDER,
  PAGE_SIZE,
  catalogueSliderTabs,
  localizedName,
  parsePageNumber,
} from '@rewards/domain';
import type { SliderCatalogueLink } from '@rewards/ui';
import { loadCategory } from '../../entities/category/model';
import { itemCardOf } from '../../entities/item/item-card';
import { followPagedAnswers } from '../../entities/item/paged-answers';
import { contractOrderBy } from '../../entities/item/order-by';
import { $locale } from '../../entities/locale/model';
import { client } from '../../shared/api';
import { apiFailed, type Text } from '../../shared/api/errors';
import { readClockFx } from '../../shared/clock';
import { DEFAULT_BACKGROUND, pageBackgroundOf } from '../../shared/theme/background';
import { shopUrl, type Query } from '../../shared/url/query';
import { writeSliceFx, type PersistedSlice } from '../../shared/persistence/storage';

/** What the list shows, from its query (spec section 2: category, subCategory, catalogue, page). */
export interface ListItemQuery {
  readonly category: number | undefined;
  readonly subCategory: number | undefined;
  readonly catalogue: number | undefined;
  readonly page: number;
}

const id = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;

/** Reads the list's query; a malformed id is left out, a malformed page is page 1 (the domain's `parsePageNumber`). */
export function parseListItemQuery(query: Query): ListItemQuery {
  return {
    category: id(query.category),
    subCategory: id(query.subCategory),
    catalogue: id(query.catalogue),
    page: parsePageNumber(query.page),
  };
}

/** The last category, catalogue and sub-category browsed, kept across visits (spec section 9: category persists). */
export const categorySlice: PersistedSlice<ListItemQuery | null> = {
  key: 'category',
  version: 1,
  fallback: null,
  decode: (data) => {
    if (typeof data !== 'object' || data === null) return undefined;
    const read = data as Record<string, unknown>;
    const ok = (value: unknown) =>
      value === undefined || (typeof value === 'number' && Number.isSafeInteger(value));
    if (!ok(read.category) || !ok(read.subCategory) || !ok(read.catalogue)) return undefined;
    return {
      category: read.category as number | undefined,
      subCategory: read.subCategory as number | undefined,
      catalogue: read.catalogue as number | undefined,
      page: 1,
    };
  },
};

export const listItemOpened = createEvent<Query>();

/** A page of the category's items (`item/search`, 12 per page). */
export const fetchItemsFx = createEffect(async (query: ListItemQuery): Promise<SearchResponse> => {
  return client.request(itemRoutes.searchItems, {
    body: {
      pagination: { pageNumber: query.page, pageSize: PAGE_SIZE.listItems },
      ...(query.category === undefined ? {} : { category: query.category }),
      ...(query.catalogue === undefined ? {} : { catalogue: query.catalogue }),
      ...(query.subCategory === undefined ? {} : { subCategory: query.subCategory }),
      orderBy: contractOrderBy(DEFAULT_ITEM_SORT_ORDER),
    },
  });
});

/** The category of the list (each page has its own effect: its failures are its own). */
export const fetchCategoryFx = createEffect(loadCategory);

export const $query = createStore<ListItemQuery>({
  category: undefined,
  subCategory: undefined,
  catalogue: undefined,
  page: 1,
});
export const $category = createStore<Category | null>(null);
export const $result = createStore<SearchResponse | null>(null);
export const $now = createStore(new Date(0));
export const $loading = fetchItemsFx.pending;

export const $cards = combine($result, $locale, $now, $query, (result, lang, now, query) =>
  (result?.items ?? []).map((item) =>
    itemCardOf(item, lang, now, { category: query.category, catalogue: query.catalogue }),
  ),
);

export const $pages = $result.map((result) => result?.pagination.numOfPages ?? 0);

/** The category's catalogues as slider tabs (the slider orders them with the domain's rule). */
export const $sliderCatalogues = combine(
  $category,
  $locale,
  (category, lang): SliderCatalogueLink[] =>
    (category?.catalogues ?? []).map((catalogue) => ({
      catalogueId: catalogue.catalogueId,
      name: catalogue.name,
      thaiName: catalogue.thaiName,
      imageUrl: catalogue.imageUrl,
      displayOrder: catalogue.displayOrder,
      displaySubOrder: catalogue.displaySubOrder,
      hasItemNew: catalogue.hasItemNew,
      href: shopUrl('/listItem', lang, {
        category: catalogue.categoryId,
        catalogue: catalogue.catalogueId,
      }),
    })),
);

/** The side menu: All Categories, then the sub-categories, with the current one marked. */
export const $sideMenu = combine($category, $query, $locale, (category, query, lang) =>
  category === null
    ? []
    : [
        {
          key: 'all',
          label: null,
          href: shopUrl('/listItem', lang, { category: category.categoryId }),
          current: query.subCategory === undefined && query.catalogue === undefined,
        },
        ...category.subCategories.map((sub) => ({
          key: String(sub.subCategoryId),
          label: localizedName(sub, lang),
          href: shopUrl('/listItem', lang, {
            category: category.categoryId,
            subCategory: sub.subCategoryId,
          }),
          current: query.subCategory === sub.subCategoryId,
        })),
      ],
);

/** The page's heading: the catalogue's, else the sub-category's, else the category's name. */
export const $title = combine($category, $query, $locale, (category, query, lang) => {
  if (category === null) return null;
  const catalogue = category.catalogues.find((entry) => entry.catalogueId === query.catalogue);
  if (catalogue !== undefined) return localizedName(catalogue, lang);
  const sub = category.subCategories.find((entry) => entry.subCategoryId === query.subCategory);
  return sub === undefined ? localizedName(category, lang) : localizedName(sub, lang);
});

/**
 * The heading of the list: without a category every item is listed, which it
 * says; with one, its name (`null` while the category loads).
 */
export const $heading = combine($query, $title, (query, title): Text | null =>
  query.category === undefined
    ? { id: 'storefront.list.allProducts' }
    : title === null
      ? null
      : { text: title },
);

/** The chosen catalogue's background (spec section 2: the page follows the catalogue; black is dark). */
export const $background = combine($category, $query, (category, query) => {
  const catalogue = category?.catalogues.find((entry) => entry.catalogueId === query.catalogue);
  return catalogue === undefined ? DEFAULT_BACKGROUND : pageBackgroundOf(catalogue.bgColor);
});

/** The slider's All Accessories tab, when the category lists its items. */
export const $allAccessoriesHref = combine($category, $locale, (category, lang) =>
  category !== null && catalogueSliderTabs(category).some((tab) => tab.kind === 'allAccessories')
    ? shopUrl('/listItem', lang, { category: category.categoryId })
    : null,
);

const read = sample({ clock: listItemOpened, fn: parseListItemQuery });
const categoryNeeded = sample({
  clock: read,
  source: $category,
  filter: (category, query) =>
    query.category !== undefined && category?.categoryId !== query.category,
  fn: (_, query) => query.category as number,
});

// The query is the list's state: the URL can be bookmarked and shared.
sample({ clock: read, target: $query });

// The clock is read once per opening, for the cards' end dates.
sample({ clock: read, target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });

// The page of items is asked for each time the query changes.
sample({ clock: read, target: fetchItemsFx });

// The category (for the side menu, the slider and the names) only when it changes.
sample({ clock: categoryNeeded, target: fetchCategoryFx });
sample({
  clock: fetchCategoryFx.doneData,
  source: $query,
  filter: (query, category) => query.category === category.categoryId,
  fn: (_, category) => category,
  target: $category,
});

followPagedAnswers({ fetchFx: fetchItemsFx, $query: $query, $result });

// The place browsed is kept for the next visit.
sample({
  clock: read,
  filter: (query) => query.category !== undefined,
  fn: (query) => ({ slice: categorySlice, data: { ...query, page: 1 } }),
  target: writeSliceFx,
});

// A failure is said in the error modal.
sample({ clock: [fetchItemsFx.failData, fetchCategoryFx.failData], target: apiFailed });
