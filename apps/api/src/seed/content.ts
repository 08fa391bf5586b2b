import { bannerImageUrl } from '../images/image-urls';
import { BANNER_ART } from './banner-art';

export interface SeedBannerLanguage {
  readonly lang: 'en' | 'th';
  readonly imageType: 'Mobile' | 'Desktop';
  readonly imageUrl: string;
  readonly alt: string;
  readonly openNewTab: boolean;
  readonly displayPopup: boolean;
  readonly buttonType1?: string;
  readonly textButton?: string;
  readonly textColor?: string;
  readonly marginTop?: string;
  readonly marginLeft?: string;
  readonly url: string;
  readonly popupImage?: string;
  readonly contentPopup?: string;
}

export interface SeedBanner {
  readonly bannerId: string;
  readonly displayOrder: number;
  readonly languages: readonly SeedBannerLanguage[];
}

interface BannerInput {
  readonly id: string;
  /** Where the banner leads, without the language. */
  readonly path: string;
  readonly button: { readonly en: string; readonly th: string };
  readonly textColor: string;
  readonly popup?: { readonly en: string; readonly th: string };
}

function banner(input: BannerInput, displayOrder: number): SeedBanner {
  const art = BANNER_ART[input.id];
  if (art === undefined) throw new RangeError(`No artwork for banner ${input.id}`);
  const languages = (['en', 'th'] as const).flatMap((lang) =>
    (['Desktop', 'Mobile'] as const).map((imageType): SeedBannerLanguage => ({
      lang,
      imageType,
      imageUrl: bannerImageUrl(input.id, imageType === 'Desktop' ? 'desktop' : 'mobile'),
      alt: art.headline[lang],
      openNewTab: false,
      displayPopup: input.popup !== undefined,
      buttonType1: 'primary',
      textButton: input.button[lang],
      textColor: input.textColor,
      marginTop: imageType === 'Desktop' ? '380px' : '560px',
      marginLeft: imageType === 'Desktop' ? '100px' : '0px',
      url: `${input.path}${input.path.includes('?') ? '&' : '?'}lang=${lang}`,
      ...(input.popup === undefined
        ? {}
        : {
            popupImage: bannerImageUrl(input.id, 'mobile'),
            contentPopup: input.popup[lang],
          }),
    })),
  );
  return { bannerId: input.id, displayOrder, languages };
}

/** The home page's promotion banners. */
export const BANNERS: readonly SeedBanner[] = [
  {
    id: 'iphone-17-pro',
    path: '/listCatalogue/1?category=iPhone',
    button: { en: 'Shop iPhone', th: 'เลือกซื้อไอโฟน' },
    textColor: '#F5F5F7',
    popup: {
      en: '<p>Buy any iPhone 17 Pro and get an AirTag free. One per order, while stocks last.</p>',
      th: '<p>ซื้อ iPhone 17 Pro รุ่นใดก็ได้ รับฟรี AirTag จำกัด 1 ชิ้นต่อคำสั่งซื้อ หรือจนกว่าสินค้าจะหมด</p>',
    },
  },
  {
    id: 'airpods-pro-3',
    path: '/itemDetail?itemCode=APP3-WHT&category=5&catalogue=501',
    button: { en: 'Engrave yours', th: 'สลักข้อความของคุณ' },
    textColor: '#1D1D1F',
  },
  {
    id: 'macbook-pro',
    path: '/listCatalogue/3?category=Mac',
    button: { en: 'Shop Mac', th: 'เลือกซื้อแมค' },
    textColor: '#F5F5F7',
  },
  {
    id: 'watch-series-11',
    path: '/listCatalogue/4?category=Watch',
    button: { en: 'Shop Watch', th: 'เลือกซื้อวอทช์' },
    textColor: '#1D1D1F',
  },
].map((input, index) => banner(input, index + 1));

export interface SeedCarouselEntry {
  readonly carouselEntryId: number;
  /** `undefined` for the home page's carousel. */
  readonly categoryId: number | undefined;
  readonly displayOrder: number;
  readonly imageUrl: string;
  readonly imageUrlLine1: string;
  readonly bgColor: string;
  readonly textColor: string;
  readonly description: string;
  readonly thaiDescription: string;
  readonly hkDescription: string;
  readonly url: string;
}

function slide(
  carouselEntryId: number,
  categoryId: number | undefined,
  displayOrder: number,
  artId: string,
  url: string,
  hkDescription: string,
): SeedCarouselEntry {
  const art = BANNER_ART[artId];
  if (art === undefined) throw new RangeError(`No artwork for slide ${artId}`);
  return {
    carouselEntryId,
    categoryId,
    displayOrder,
    imageUrl: bannerImageUrl(artId, 'desktop'),
    imageUrlLine1: bannerImageUrl(artId, 'mobile'),
    bgColor: art.background,
    textColor: art.background === '#5B2A86' ? '#FFFFFF' : '#1D1D1F',
    description: `${art.headline.en}: ${art.subline.en}`,
    thaiDescription: `${art.headline.th}: ${art.subline.th}`,
    hkDescription,
    url,
  };
}

/** The home carousel and the carousels of the iPhone, Mac and Accessories categories. */
export const CAROUSEL: readonly SeedCarouselEntry[] = [
  slide(1, undefined, 1, 'slide-points', '/how-it-work', '用積分換購心儀產品'),
  slide(2, undefined, 2, 'slide-instalments', '/cms/term-and-condition', '免息分期付款'),
  slide(3, undefined, 3, 'slide-delivery', '/cms/sales-refund', '免費送貨'),
  slide(4, 1, 1, 'iphone-17-pro', '/listItem?category=1&catalogue=101', 'iPhone 17 Pro 現已登場'),
  slide(5, 1, 2, 'slide-iphone-air', '/listItem?category=1&catalogue=102', '纖薄的 iPhone Air'),
  slide(6, 3, 1, 'slide-mac-air', '/listItem?category=3&catalogue=301', 'MacBook Air 全新天藍色'),
  slide(7, 3, 2, 'slide-imac', '/listItem?category=3&catalogue=303', '五種顏色的 iMac'),
  slide(
    8,
    7,
    1,
    'slide-iphone-cases',
    '/listItem?category=7&catalogue=704',
    'iPhone 17 Pro 保護殼',
  ),
];
