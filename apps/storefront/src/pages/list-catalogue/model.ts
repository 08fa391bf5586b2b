import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { isApiError } from '@rewards/api-client';
import type { Catalogue, Category } from '@rewards/api-client/contract';
import { catalogueSliderTabs, type Language } from '@rewards/domain';
import type { CarouselSlide, TileData } from '@rewards/ui';
import { loadCategory } from '../../entities/category/model';
import { $locale } from '../../entities/locale/model';
import { slideOf } from '../../entities/category/slides';
import { apiFailed } from '../../shared/api/errors';
import { DEFAULT_BACKGROUND, pageBackgroundOf } from '../../shared/theme/background';
import { shopUrl } from '../../shared/url/query';

/** The page was opened for the `{categoryId}` of its path. */
export const listCatalogueOpened = createEvent<string>();

export type CategoryState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly category: Category }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed' };

/** The category of the page (each page has its own effect: its failures are its own). */
export const fetchCategoryFx = createEffect(loadCategory);

export const $state = createStore<CategoryState>({ status: 'loading' });

/** The item list of a catalogue of the category. */
export function catalogueHref(
  catalogue: Pick<Catalogue, 'catalogueId' | 'categoryId'>,
  lang: Language,
): string {
  return shopUrl('/listItem', lang, {
    category: catalogue.categoryId,
    catalogue: catalogue.catalogueId,
  });
}

/** A catalogue as a tile. */
export function tileOf(
  catalogue: Catalogue,
  lang: Language,
): TileData & { readonly catalogueId: number } {
  return {
    catalogueId: catalogue.catalogueId,
    name: catalogue.name,
    thaiName: catalogue.thaiName,
    href: catalogueHref(catalogue, lang),
    imageUrl: catalogue.imageUrl,
    ...(catalogue.bgColor === undefined ? {} : { bgColor: catalogue.bgColor }),
    ...(catalogue.imageUrlLine1 === undefined || catalogue.imageUrlLine1 === ''
      ? {}
      : { taglineImageUrl: catalogue.imageUrlLine1 }),
    ...(catalogue.textLine2 === undefined || catalogue.textLine2.trim() === ''
      ? {}
      : {
          tagline: {
            text: catalogue.textLine2,
            ...(catalogue.fontSize2 === undefined ? {} : { fontSize: catalogue.fontSize2 }),
            ...(catalogue.textColor2 === undefined ? {} : { color: catalogue.textColor2 }),
            ...(catalogue.fontType2 === undefined ? {} : { fontType: catalogue.fontType2 }),
          },
        }),
    ...(catalogue.displayPosition === 'left' || catalogue.displayPosition === 'right'
      ? { textPosition: catalogue.displayPosition }
      : {}),
    isNew: catalogue.hasItemNew,
    highlight: catalogue.highlight,
  };
}

/** The category's catalogues as tiles, in the domain's order (`catalogueSliderTabs`: displayOrder, then displaySubOrder). */
export function catalogueTiles(category: Category, lang: Language): TileData[] {
  return catalogueSliderTabs(category).flatMap((tab) =>
    tab.kind === 'catalogue' ? [{ ...tileOf(tab.catalogue, lang), isNew: tab.isNew }] : [],
  );
}

/** The first catalogue in the page's order: its background is the page's (spec section 2). */
export function leadCatalogue(category: Category): Catalogue | undefined {
  for (const tab of catalogueSliderTabs(category))
    if (tab.kind === 'catalogue') return tab.catalogue;
  return undefined;
}

export const $tiles = combine($state, $locale, (state, lang) =>
  state.status === 'ready' ? catalogueTiles(state.category, lang) : [],
);

export const $slides = combine($state, $locale, (state, lang): CarouselSlide[] =>
  state.status === 'ready'
    ? state.category.categoryBanners.map((entry, index) => slideOf(entry, index, lang))
    : [],
);

export const $background = $state.map((state) =>
  state.status === 'ready'
    ? pageBackgroundOf(leadCatalogue(state.category)?.bgColor)
    : DEFAULT_BACKGROUND,
);

/** The All Accessories link when the category lists its items (`useListing`). */
export const $allItemsHref = combine($state, $locale, (state, lang) =>
  state.status === 'ready' && state.category.useListing
    ? shopUrl('/listItem', lang, { category: state.category.categoryId })
    : null,
);

const requested = sample({
  clock: listCatalogueOpened,
  filter: (id) => /^\d{1,9}$/.test(id),
  fn: (id) => Number(id),
});
const unknown = sample({
  clock: fetchCategoryFx.failData,
  filter: (failure) => isApiError(failure) && failure.kind === 'notFound',
});
const failed = sample({
  clock: fetchCategoryFx.failData,
  filter: (failure) => !(isApiError(failure) && failure.kind === 'notFound'),
});

// A new category starts blank, so the last one's tiles never show under a new name.
sample({ clock: requested, fn: (): CategoryState => ({ status: 'loading' }), target: $state });

// The category is asked for by its id.
sample({ clock: requested, target: fetchCategoryFx });

// A path that is no category id is the not-found page.
sample({
  clock: listCatalogueOpened,
  filter: (id) => !/^\d{1,9}$/.test(id),
  fn: (): CategoryState => ({ status: 'notFound' }),
  target: $state,
});

// The category as the server sent it.
sample({
  clock: fetchCategoryFx.doneData,
  fn: (category): CategoryState => ({ status: 'ready', category }),
  target: $state,
});

// No such category: the not-found page.
sample({ clock: unknown, fn: (): CategoryState => ({ status: 'notFound' }), target: $state });

// Any other failure is said in the error modal.
sample({ clock: failed, fn: (): CategoryState => ({ status: 'failed' }), target: $state });
sample({ clock: failed, target: apiFailed });
