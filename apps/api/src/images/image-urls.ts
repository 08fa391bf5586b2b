import type { BannerFormat } from './banner-image';
import type { DeviceKind } from './devices';

/** Where the server serves its generated pictures (outside the API and its rate limit). */
export const IMAGES_PREFIX = '/images';

function hexPart(hex: string): string {
  return hex.replace(/^#/, '').toLowerCase();
}

/** `/images/products/phone/f77e2d.svg`: a device of a kind in a colour. */
export function productImageUrl(kind: DeviceKind, hex: string): string {
  return `${IMAGES_PREFIX}/products/${kind}/${hexPart(hex)}.svg`;
}

/** `/images/engraving/tablet/5a7fa8.svg`: the back of an engravable device with its text area. */
export function engravingImageUrl(kind: DeviceKind, hex: string): string {
  return `${IMAGES_PREFIX}/engraving/${kind}/${hexPart(hex)}.svg`;
}

/**
 * `/images/banners/iphone-17-pro`, or `...-mobile` for the square format:
 * bitmaps (AVIF or WebP, by what the browser takes), which cost the page far
 * less than SVG (see `raster.ts`).
 */
export function bannerImageUrl(id: string, format: BannerFormat): string {
  return `${IMAGES_PREFIX}/banners/${id}${format === 'mobile' ? '-mobile' : ''}`;
}

/** The shop's logo, a bitmap for the same reason. */
export const LOGO_IMAGE_URL = `${IMAGES_PREFIX}/logo.png`;
