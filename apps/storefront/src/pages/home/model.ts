import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { PromotionBanner, PromotionBannerBody } from '@rewards/api-client/contract';
import type { Language } from '@rewards/domain';
import type { GridCategoryTile, PromotionBannerData } from '@rewards/ui';
import { $categories, categoryHref } from '../../entities/category/model';
import { slideOf } from '../../entities/category/slides';
import { $locale } from '../../entities/locale/model';
import { loadApi } from '../../shared/api/load-api';
import { apiFailed } from '../../shared/api/errors';

/** The home page was opened. */
export const homeOpened = createEvent();

/**
 * The promotion banners and the carousel (`promotion-banner`). A banner's
 * popup is shown as text: its HTML is read here, by the shop's safe HTML
 * reader (loaded beside the API client, not with the first page).
 */
export const fetchBannersFx = createEffect(async (): Promise<PromotionBannerBody> => {
  const [body, { htmlToText }] = await Promise.all([
    loadApi().then(({ client, catalogueRoutes }) =>
      client.request(catalogueRoutes.promotionBanners, {}),
    ),
    import('../../shared/html/safe-html'),
  ]);
  return {
    ...body,
    banners: body.banners.map((banner) => ({
      ...banner,
      promotionBannerLanguages: banner.promotionBannerLanguages.map((entry) =>
        entry.contentPopup === undefined
          ? entry
          : { ...entry, contentPopup: htmlToText(entry.contentPopup) },
      ),
    })),
  };
});

export const $bannerBody = createStore<PromotionBannerBody | null>(null);

/** A banner in the customer's language: its desktop and mobile pictures, link, button and popup. */
export function bannerData(
  banner: PromotionBanner,
  lang: Language,
): PromotionBannerData | undefined {
  const own = banner.promotionBannerLanguages.filter((entry) => entry.lang === lang);
  const entries = own.length > 0 ? own : banner.promotionBannerLanguages;
  const desktop = entries.find((entry) => entry.imageType === 'Desktop') ?? entries[0];
  if (desktop === undefined) return undefined;
  const mobile = entries.find((entry) => entry.imageType === 'Mobile');
  const label = desktop.textButton?.trim() ?? '';
  return {
    id: banner.id,
    desktopImage: desktop.imageURL,
    ...(mobile === undefined ? {} : { mobileImage: mobile.imageURL }),
    alt: desktop.alt ?? '',
    ...(desktop.url === undefined || desktop.url === '' ? {} : { href: desktop.url }),
    openNewTab: desktop.openNewTab,
    buttons:
      label === '' || desktop.url === undefined
        ? []
        : [
            {
              label,
              href: desktop.url,
              kind: desktop.buttonType1 === 'secondary' ? 'secondary' : 'primary',
            },
          ],
    ...(desktop.displayPopup && desktop.contentPopup !== undefined
      ? {
          popup: {
            content: desktop.contentPopup,
            ...(desktop.popupImage === undefined ? {} : { image: desktop.popupImage }),
          },
        }
      : {}),
  };
}

/** The home grid's tiles; the grid groups them by `displayOrderGrid` (the domain's `groupHomeGrid`). */
export const $gridTiles = combine($categories, $locale, (categories, lang): GridCategoryTile[] =>
  categories.map((category) => ({
    categoryId: category.categoryId,
    name: category.name,
    thaiName: category.thaiName,
    displayOrderGrid: category.displayOrderGrid,
    imageUrl: category.imageUrl,
    href: categoryHref(category, lang),
  })),
);

export const $banners = combine($bannerBody, $locale, (body, lang) =>
  [...(body?.banners ?? [])]
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .flatMap((banner) => {
      const data = bannerData(banner, lang);
      return data === undefined ? [] : [data];
    }),
);

export const $slides = combine($bannerBody, $locale, (body, lang) =>
  (body?.carousel ?? []).map((entry, index) => slideOf(entry, index, lang)),
);

export const $bannersLoading = fetchBannersFx.pending;

// Opening the page asks for its banners (the categories come with start-up).
sample({ clock: homeOpened, target: fetchBannersFx });

// The latest answer is the one shown.
sample({ clock: fetchBannersFx.doneData, target: $bannerBody });

// A failed answer is said in a modal: the page still shows its categories.
sample({ clock: fetchBannersFx.failData, target: apiFailed });
