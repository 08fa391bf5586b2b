import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { matchesEtag } from '../../http/register-route';
import { renderBannerImage, type BannerArt } from '../../images/banner-image';
import { isDeviceKind } from '../../images/devices';
import { IMAGES_PREFIX } from '../../images/image-urls';
import { renderLogoImage } from '../../images/logo-image';
import { renderEngravingImage, renderProductImage } from '../../images/product-image';
import { avifOf, pngOf, webpOf } from '../../images/raster';
import { textOutliner } from '../../images/text-outline';
import { BANNER_ART } from '../../seed/banner-art';

interface Picture {
  readonly body: string | Buffer;
  readonly type: string;
  readonly etag: string;
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/** How a banner or the logo is sent, by the extension of its URL. */
const FORMATS = {
  svg: { type: SVG_TYPE, encode: async (svg: string) => svg },
  webp: { type: 'image/webp', encode: webpOf },
  avif: { type: 'image/avif', encode: avifOf },
  png: { type: 'image/png', encode: pngOf },
} as const;
type Format = keyof typeof FORMATS;

/**
 * The banners by id, in a `Map`: a plain object would also answer for
 * `constructor` or `__proto__` (its prototype's properties).
 */
const BANNERS: ReadonlyMap<string, BannerArt> = new Map(Object.entries(BANNER_ART));

/** Products and engraving views drawn so far; any colour can be asked for, so the memory is bounded. */
const MAX_REMEMBERED = 500;

/**
 * The generated pictures: products (`/images/products/:kind/:hex.svg`),
 * engraving views (`/images/engraving/:kind/:hex.svg`), banners and slides
 * (`/images/banners/:id`, `:id-mobile`: AVIF or WebP; or `.svg`) and the logo
 * (`/images/logo.png`, or `.svg`); see `images/raster.ts` for which pictures
 * are bitmaps and why. A URL always
 * draws the same picture, so browsers keep it for a year; they sit outside
 * /backend/api and so outside its rate limit, like static files.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  // Devices in any colour, the oldest forgotten first; the banners and the logo,
  // a fixed few, are kept apart so that no run of colours makes them drawn again.
  const drawn = new Map<string, Promise<Picture>>();
  const fixed = new Map<string, Promise<Picture>>();

  /**
   * The picture of `key`, drawn (and encoded) once: requests that come while it
   * is being drawn wait for the same drawing.
   */
  function picture(
    store: Map<string, Promise<Picture>>,
    key: string,
    draw: () => string | undefined | Promise<string | undefined>,
    format: Format = 'svg',
  ): Promise<Picture> {
    const known = store.get(key);
    if (known !== undefined) return known;
    const made = (async () => {
      const svg = await draw();
      if (svg === undefined) throw notFound('error.imageNotFound');
      const body = await FORMATS[format].encode(svg);
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      return { body, type: FORMATS[format].type, etag };
    })();
    store.set(key, made);
    made.catch(() => store.delete(key));
    if (store.size > MAX_REMEMBERED) {
      const oldest = store.keys().next().value;
      if (oldest !== undefined) store.delete(oldest);
    }
    return made;
  }

  function send(request: FastifyRequest, reply: FastifyReply, made: Picture) {
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', made.etag);
    if (matchesEtag(request.headers['if-none-match'], made.etag)) return reply.status(304).send();
    return reply.type(made.type).send(made.body);
  }

  /** `f77e2d.svg` -> `#f77e2d`, or `undefined`. */
  function hexOf(file: string): string | undefined {
    const match = /^([0-9a-fA-F]{6})\.svg$/.exec(file);
    return match?.[1] === undefined ? undefined : `#${match[1].toLowerCase()}`;
  }

  // A device's product picture and its engraving close-up, in the item's colour.
  const devicePictures = [
    { folder: 'products', key: 'p', render: renderProductImage },
    { folder: 'engraving', key: 'e', render: renderEngravingImage },
  ] as const;
  for (const { folder, key, render } of devicePictures) {
    app.get<{ Params: { kind: string; file: string } }>(
      `${IMAGES_PREFIX}/${folder}/:kind/:file`,
      async (request, reply) => {
        const { kind, file } = request.params;
        const hex = hexOf(file);
        if (!isDeviceKind(kind) || hex === undefined) throw notFound('error.imageNotFound');
        return send(
          request,
          reply,
          await picture(drawn, `${key} ${kind} ${hex}`, () => render(kind, hex)),
        );
      },
    );
  }

  // A banner's URL without an extension is a bitmap in the best format the browser
  // takes (its Accept header): AVIF, else WebP. `.svg`, `.webp` and `.avif` ask for one.
  app.get<{ Params: { file: string } }>(
    `${IMAGES_PREFIX}/banners/:file`,
    async (request, reply) => {
      const match = /^([a-z0-9-]+?)(-mobile)?(?:\.(svg|webp|avif))?$/.exec(request.params.file);
      const art = match?.[1] === undefined ? undefined : BANNERS.get(match[1]);
      if (match === null || art === undefined) throw notFound('error.imageNotFound');
      const asked = match[3] as 'svg' | 'webp' | 'avif' | undefined;
      if (asked === undefined) void reply.header('vary', 'accept');
      const format =
        asked ?? (/\bimage\/avif\b/.test(request.headers.accept ?? '') ? 'avif' : 'webp');
      const shape = match[2] === undefined ? 'desktop' : 'mobile';
      return send(
        request,
        reply,
        await picture(
          fixed,
          `${match[1]} ${shape} ${format}`,
          async () => renderBannerImage(art, shape, await textOutliner()),
          format,
        ),
      );
    },
  );

  for (const format of ['svg', 'png'] as const) {
    app.get(`${IMAGES_PREFIX}/logo.${format}`, async (request, reply) =>
      send(
        request,
        reply,
        await picture(
          fixed,
          `logo.${format}`,
          async () => renderLogoImage(await textOutliner()),
          format,
        ),
      ),
    );
  }
}
