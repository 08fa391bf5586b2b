import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL } from '../../db/catalogue-changes';
import { AppError, notFound } from '../../http/app-error';
import { takesBrotli } from '../../http/content-encoding';
import {
  createPageRenderer,
  hasStorefrontBuild,
  plainBody,
  type PageRenderer,
} from '../../http/page-renderer';
import { isApiOrAssetPath } from '../../http/request-path';
import {
  allowingScripts,
  DOCUMENT_ONLY_HEADERS,
  securityHeaders,
} from '../../http/security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered pages kept (none without the storefront's builds). */
    renderedPages: { readonly bytes: number };
  }
}

/** Hashed build files: their name changes with their content, so browsers keep them for a year. */
const IMMUTABLE = /[/\\]assets[/\\]/;
/**
 * Built files that are never a document, by the file sent (its precompressed
 * twin's name included): pictures (an SVG can be opened as one) keep every header.
 */
const SUBRESOURCE = /\.(?:js|css|woff2?)(?:\.br|\.gz)?$/;

/**
 * The path and query of the page asked for, as the renderer reads it against
 * the public origin: an absolute-form request target gives its path, and a
 * path that would name another host (`//host/`, `/\\host/`) is read on the
 * shop's own, so no link of the page can point elsewhere. `undefined` for a
 * target that is no URL at all.
 */
export function pagePathOf(url: string, origin: string): string | undefined {
  if (!URL.canParse(url, origin)) return undefined;
  const { pathname, search } = new URL(url, origin);
  return `${pathname.replace(/^\/+/, '/')}${search}`;
}

/** The part of the request a page without `lang` was rendered from. */
function langHintOf(url: string, acceptLanguage: string | undefined): string {
  return /[?&]lang=(en|th)(&|$)/.test(url) ? '' : (acceptLanguage ?? '');
}

async function sendPage(
  renderer: PageRenderer,
  policy: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const path = pagePathOf(request.url, request.server.serverConfig.publicOrigin);
  if (path === undefined) throw new AppError(400, 'E400', 'error.E400');
  const acceptLanguage = request.headers['accept-language'];
  const answer = await renderer.page(path, acceptLanguage, langHintOf(request.url, acceptLanguage));
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
  void reply
    .code(answer.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding, accept-language')
    // The page's inline script (early taps, see the storefront's early-input.ts) by its hash.
    .header('content-security-policy', allowingScripts(policy, answer.scriptHashes));
  if (request.headers['if-none-match'] === answer.etag && answer.status === 200) {
    return reply.code(304).send();
  }
  if (takesBrotli(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  // Gzipped by the compression plugin when the client takes it.
  return reply.send(await plainBody(answer));
}

/**
 * The storefront on the same port as the API: the build's files (served
 * precompressed, hashed ones cached for a year; never the source maps nor the
 * page template), and every other GET that is not an API call or a picture is
 * a page rendered on the server by the storefront's own renderer (the
 * not-found page included, with its 404).
 */
export const staticPlugin = fp<{ staticDir: string | undefined; ssrDir: string | undefined }>(
  async (app, { staticDir, ssrDir }) => {
    const ready =
      staticDir !== undefined && ssrDir !== undefined && hasStorefrontBuild(staticDir, ssrDir);
    let renderer: PageRenderer | undefined;
    const policy = (await securityHeaders())['content-security-policy'] ?? '';
    app.decorate('renderedPages', {
      get bytes() {
        return renderer?.bytes ?? 0;
      },
    });
    if (ready) {
      await app.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (path) => !path.endsWith('.map') && path !== '/index.html',
        setHeaders: (res, path) => {
          if (!IMMUTABLE.test(path)) {
            void res.header('cache-control', 'no-cache');
            return;
          }
          void res.header('cache-control', 'public, max-age=31536000, immutable');
          // A hashed file never changes: nothing to revalidate it with.
          void res.removeHeader('last-modified').removeHeader('etag');
          if (SUBRESOURCE.test(path)) {
            for (const name of DOCUMENT_ONLY_HEADERS) void res.removeHeader(name);
          }
        },
      });
      renderer = await createPageRenderer(app, {
        staticDir,
        ssrDir,
        origin: app.serverConfig.publicOrigin,
      });
      const pages = renderer;
      const stopListening = await app.db.listen(CATALOGUE_CHANNEL, () => pages.clear());
      app.addHook('onClose', async () => {
        await stopListening().catch(() => undefined);
      });
      app.get('/', (request, reply) => sendPage(pages, policy, request, reply));
      app.log.info({ staticDir: join(staticDir) }, 'storefront: server-rendered pages');
    }
    app.setNotFoundHandler(async (request, reply) => {
      if (
        renderer === undefined ||
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        // Decided on the decoded, normalised path: an encoded /backend/%61pi/... is an API call too.
        isApiOrAssetPath(request.url)
      ) {
        throw notFound();
      }
      return sendPage(renderer, policy, request, reply);
    });
  },
  { name: 'static', dependencies: ['database'] },
);
