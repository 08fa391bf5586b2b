import * as t from 'io-ts';
import { Lang, NonNegativeInteger, YesNo, struct } from './codecs';
import { CarouselEntry } from './category';

/** One language's picture and buttons of a promotion banner. */
export const PromotionBannerLanguage = struct(
  'PromotionBannerLanguage',
  {
    lang: Lang,
    imageType: t.keyof({ Mobile: null, Desktop: null }),
    imageURL: t.string,
    openNewTab: YesNo,
    displayPopup: YesNo,
  },
  {
    image: t.string,
    alt: t.string,
    buttonType1: t.string,
    buttonType2: t.string,
    textButton: t.string,
    textColor: t.string,
    marginTop: t.string,
    marginLeft: t.string,
    url: t.string,
    popupImage: t.string,
    contentPopup: t.string,
  },
);
export type PromotionBannerLanguage = t.TypeOf<typeof PromotionBannerLanguage>;

export const PromotionBanner = t.type(
  {
    id: t.string,
    displayOrder: NonNegativeInteger,
    promotionBannerLanguages: t.readonlyArray(PromotionBannerLanguage),
  },
  'PromotionBanner',
);
export type PromotionBanner = t.TypeOf<typeof PromotionBanner>;

/** `promotion-banner`: the home page's banners and carousel. */
export const PromotionBannerBody = t.type(
  {
    banners: t.readonlyArray(PromotionBanner),
    carousel: t.readonlyArray(CarouselEntry),
  },
  'PromotionBannerBody',
);
export type PromotionBannerBody = t.TypeOf<typeof PromotionBannerBody>;
