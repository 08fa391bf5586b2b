import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { matchesEtag } from '../../http/register-route';
import { renderBannerImage, type BannerArt } from '../../images/banner-image';
import { isDeviceKind } from '../../images/devices';
import { embeddedThaiFontCss } from '../../images/embedded-fonts';
import { IMAGES_PREFIX } from '../../images/image-urls';
import { renderLogoImage } from '../../images/logo-image';
import { renderEngravingImage, renderProductImage } from '../../images/product-image';
import { BANNER_ART } from '../../seed/banner-art';

interface Picture {
  readonly svg: string;
  readonly etag: string;
}

/**
 * The banners by id, in a `Map`: a plain object would also answer for
 * `constructor` or `__proto__` (its prototype's properties).
 */
const BANNERS: ReadonlyMap<string, BannerArt> = new Map(Object.entries(BANNER_ART));

/** Pictures drawn so far; any colour can be asked for, so the memory is bounded. */
const MAX_REMEMBERED = 500;

/**
 * The generated pictures: products (`/images/products/:kind/:hex.svg`),
 * engraving views (`/images/engraving/:kind/:hex.svg`), banners and slides
 * (`/images/banners/:id.svg`, `:id-mobile.svg`) and the logo. A URL always
 * draws the same picture, so browsers keep it for a year; they sit outside
 * /backend/api and so outside its rate limit, like static files.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  const drawn = new Map<string, Picture>();

  async function picture(
    key: string,
    draw: () => string | undefined | Promise<string | undefined>,
  ): Promise<Picture> {
    const known = drawn.get(key);
    if (known !== undefined) return known;
    const svg = await draw();
    if (svg === undefined) throw notFound('error.imageNotFound');
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
    const made = { svg, etag };
    drawn.set(key, made);
    if (drawn.size > MAX_REMEMBERED) {
      const oldest = drawn.keys().next().value;
      if (oldest !== undefined) drawn.delete(oldest);
    }
    return made;
  }

  function send(request: FastifyRequest, reply: FastifyReply, made: Picture) {
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', made.etag);
    if (matchesEtag(request.headers['if-none-match'], made.etag)) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(made.svg);
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
          await picture(`${key} ${kind} ${hex}`, () => render(kind, hex)),
        );
      },
    );
  }

  app.get<{ Params: { file: string } }>(
    `${IMAGES_PREFIX}/banners/:file`,
    async (request, reply) => {
      const match = /^([a-z0-9-]+?)(-mobile)?\.svg$/.exec(request.params.file);
      const art = match?.[1] === undefined ? undefined : BANNERS.get(match[1]);
      if (match === null || art === undefined) throw notFound('error.imageNotFound');
      const format = match[2] === undefined ? 'desktop' : 'mobile';
      return send(
        request,
        reply,
        await picture(`b ${request.params.file}`, async () =>
          renderBannerImage(art, format, await embeddedThaiFontCss(renderBannerImage(art, format))),
        ),
      );
    },
  );

  app.get(`${IMAGES_PREFIX}/logo.svg`, async (request, reply) =>
    send(
      request,
      reply,
      await picture('logo', async () =>
        renderLogoImage(await embeddedThaiFontCss(renderLogoImage())),
      ),
    ),
  );
}
