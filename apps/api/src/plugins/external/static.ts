import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from '../../http/app-error';
import { API_PREFIX } from '../../http/register-route';
import { IMAGES_PREFIX } from '../../images/image-urls';

/**
 * The built storefront on the same port as the API. Files are looked up when
 * asked for (a rebuild is served without a restart). Hashed assets are cached
 * for a year; a missing asset is a 404 (never the page, which a browser would
 * refuse as a script); every other path that is not an API call or a picture
 * gets `index.html`, and the storefront's router decides (including its own
 * not-found page).
 */
export const staticPlugin = fp<{ staticDir: string | undefined }>(
  async (app, { staticDir }) => {
    const index = staticDir === undefined ? undefined : join(staticDir, 'index.html');
    const hasStorefront = index !== undefined && existsSync(index);
    if (hasStorefront) {
      await app.register(fastifyStatic, {
        root: staticDir as string,
        wildcard: true,
        index: false,
        setHeaders: (res, path) => {
          const immutable = /[/\\]assets[/\\]/.test(path);
          void res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    if (hasStorefront) {
      // The shop's root is the page itself, not a folder listing.
      app.get('/', async (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
    }
    app.setNotFoundHandler(async (request, reply) => {
      if (
        request.url.startsWith(`${API_PREFIX}/`) ||
        request.url.startsWith(`${IMAGES_PREFIX}/`) ||
        request.url.startsWith('/assets/') ||
        !hasStorefront ||
        request.method !== 'GET'
      ) {
        throw notFound();
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static' },
);
