import { pictureProcess as encoder, sharpVersions } from './encoder-process';

/**
 * Pictures the shop draws as SVG, turned into bitmaps (with sharp, on libvips,
 * in a process of its own)
 * where the browser should get a bitmap. An SVG shown with `<img>` is a
 * document the browser parses, lays out and paints on the page's main thread
 * each time it is shown; a bitmap is decoded on other threads. A banner of
 * gradients, devices and text as outlines costs the page tens of milliseconds
 * of its main thread as SVG, next to nothing as a bitmap. AVIF keeps a banner
 * at 8-12 KB, about what the SVG with an embedded font subset weighed once
 * compressed; WebP (14-20 KB) is for browsers without AVIF. Drawing one takes
 * the server 0.1-0.2 s, so only pictures of a known, small set are drawn this
 * way (banners, the logo), ahead of the first visitor and kept on disk between
 * starts (see `picture-store.ts`); a product may come in any colour and stays SVG.
 */

/**
 * The encoders' settings: AVIF at the picture's own size, quality 50 keeping
 * text edges clean on these flat colours; WebP for browsers without AVIF; an
 * indexed-colour PNG for the logo, whose few flat colours fit a palette
 * (smaller than WebP). Part of the key of a picture kept on disk, with
 * sharp's and libvips' versions: a change of either draws the pictures again.
 */
export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70, effort: 6 },
  png: { palette: true, quality: 90 },
} as const;

/** What encodes a picture: the settings and the versions of sharp and libvips. */
export const ENCODER_VERSION = JSON.stringify({ settings: ENCODER_SETTINGS, ...sharpVersions() });

/** AVIF at the picture's own size. */
export function avifOf(svg: string): Promise<Buffer> {
  return encoder.encode(svg, 'avif', ENCODER_SETTINGS.avif);
}

/** WebP at the picture's own size, for browsers without AVIF. */
export function webpOf(svg: string): Promise<Buffer> {
  return encoder.encode(svg, 'webp', ENCODER_SETTINGS.webp);
}

/** The logo as an indexed-colour PNG. */
export function pngOf(svg: string): Promise<Buffer> {
  return encoder.encode(svg, 'png', ENCODER_SETTINGS.png);
}
