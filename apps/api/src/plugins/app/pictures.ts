import fp from 'fastify-plugin';
import {
  bannerTexts,
  renderBannerImage,
  type BannerArt,
  type BannerFormat,
} from '../../images/banner-image';
import { LOGO_TEXTS, renderLogoImage } from '../../images/logo-image';
import { PictureStore, type FixedPicture, type PictureFormat } from '../../images/picture-store';
import { textOutliner } from '../../images/text-outline';
import { BANNER_ART } from '../../seed/banner-art';

declare module 'fastify' {
  interface FastifyInstance {
    /** The generated pictures of this process (see `images/picture-store.ts`). */
    pictures: PictureStore;
  }
}

/**
 * The banners by id, in a `Map`: a plain object would also answer for
 * `constructor` or `__proto__` (its prototype's properties).
 */
const BANNERS: ReadonlyMap<string, BannerArt> = new Map(Object.entries(BANNER_ART));

/** A banner or slide in a shape and format, or `undefined` for an id no banner has. */
export function bannerPicture(
  id: string,
  shape: BannerFormat,
  format: PictureFormat,
): FixedPicture | undefined {
  const art = BANNERS.get(id);
  if (art === undefined) return undefined;
  return {
    key: `${id} ${shape} ${format}`,
    format,
    draw: async () => renderBannerImage(art, shape, await textOutliner(bannerTexts(art))),
  };
}

/** The shop's logo in a format. */
export function logoPicture(format: PictureFormat): FixedPicture {
  return {
    key: `logo.${format}`,
    format,
    draw: async () => renderLogoImage(await textOutliner(LOGO_TEXTS)),
  };
}

/** Every bitmap a visitor may ask for: each banner in both shapes as AVIF and WebP, and the PNG logo. */
export function bitmapPictures(): FixedPicture[] {
  const pictures: FixedPicture[] = [logoPicture('png')];
  for (const id of BANNERS.keys()) {
    for (const shape of ['desktop', 'mobile'] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const picture = bannerPicture(id, shape, format);
        if (picture !== undefined) pictures.push(picture);
      }
    }
  }
  return pictures;
}

export interface PicturesOptions {
  /** Where the bitmaps are kept between starts; `undefined`: memory only. */
  readonly cacheDir: string | undefined;
}

/**
 * The picture store of this instance. Once the server listens, every bitmap
 * is made in the background (read from the disk cache, or encoded and written
 * there), so the first visitor after a start waits for none; readiness says
 * DOWN until they are all made. A server that never listens (tests calling
 * `inject`) makes each on its first request.
 */
export const picturesPlugin = fp<PicturesOptions>(
  async (app, options) => {
    const pictures = new PictureStore({
      cacheDir: options.cacheDir,
      onDiskError: (error) => app.log.warn({ err: error }, 'pictures: disk cache'),
    });
    app.decorate('pictures', pictures);
    let warming: Promise<void> | undefined;
    app.addHook('onListen', async () => {
      warming ??= pictures.warm(bitmapPictures()).catch((error: unknown) => {
        app.log.error({ err: error }, 'pictures: drawing ahead failed');
      });
    });
    app.addHook('onClose', async () => {
      pictures.stop();
      await warming;
    });
  },
  { name: 'pictures' },
);
