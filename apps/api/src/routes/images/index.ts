import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { matchesEtag } from '../../http/register-route';
import { pictureSecurityHeaders } from '../../http/security-headers';
import { isDeviceKind } from '../../images/devices';
import { IMAGES_PREFIX } from '../../images/image-urls';
import type { Picture } from '../../images/picture-store';
import { renderEngravingImage, renderProductImage } from '../../images/product-image';
import { bannerPicture, logoPicture } from '../../plugins/app/pictures';

/**
 * The generated pictures: products (`/images/products/:kind/:hex.svg`),
 * engraving views (`/images/engraving/:kind/:hex.svg`), banners and slides
 * (`/images/banners/:id`, `:id-mobile`: AVIF or WebP; or `.svg`) and the logo
 * (`/images/logo.png`, or `.svg`); see `images/raster.ts` for which pictures
 * are bitmaps and why, and `images/picture-store.ts` for how they are kept.
 * A URL always draws the same picture, so browsers keep it for a year; they
 * sit outside /backend/api and so outside its rate limit, like static files.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const { pictures } = app;

  function send(request: FastifyRequest, reply: FastifyReply, made: Picture) {
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', made.etag);
    pictureSecurityHeaders(reply, made.type);
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
        const made = await pictures.device(`${key} ${kind} ${hex}`, () => render(kind, hex));
        if (made === undefined) throw notFound('error.imageNotFound');
        return send(request, reply, made);
      },
    );
  }

  // A banner's URL without an extension is a bitmap in the best format the browser
  // takes (its Accept header): AVIF, else WebP. `.svg`, `.webp` and `.avif` ask for one.
  app.get<{ Params: { file: string } }>(
    `${IMAGES_PREFIX}/banners/:file`,
    async (request, reply) => {
      const match = /^([a-z0-9-]+?)(-mobile)?(?:\.(svg|webp|avif))?$/.exec(request.params.file);
      const asked = match?.[3] as 'svg' | 'webp' | 'avif' | undefined;
      const format =
        asked ?? (/\bimage\/avif\b/.test(request.headers.accept ?? '') ? 'avif' : 'webp');
      const picture =
        match?.[1] === undefined
          ? undefined
          : bannerPicture(match[1], match[2] === undefined ? 'desktop' : 'mobile', format);
      if (picture === undefined) throw notFound('error.imageNotFound');
      if (asked === undefined) void reply.header('vary', 'accept');
      return send(request, reply, await pictures.fixed(picture));
    },
  );

  for (const format of ['svg', 'png'] as const) {
    app.get(`${IMAGES_PREFIX}/logo.${format}`, async (request, reply) =>
      send(request, reply, await pictures.fixed(logoPicture(format))),
    );
  }
}
