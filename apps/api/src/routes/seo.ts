import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from '../http/app-error';
import { CATALOGUE_CHANNEL } from '../db/catalogue-changes';
import { createSitemap } from '../seo/sitemap';
import { createSitemapRepository } from '../seo/sitemap-repository';

/**
 * `robots.txt`, `sitemap.xml` (from the catalogue, cached until it changes)
 * and `favicon.ico` (the storefront's icon, for browsers that ask for it by
 * that name). Their addresses start with the public origin (PUBLIC_ORIGIN),
 * whatever Host they were asked with.
 */
export async function seoRoutes(
  app: FastifyInstance,
  options: { readonly staticDir: string | undefined },
): Promise<void> {
  const sitemap = await createSitemap({
    repository: createSitemapRepository(app.db),
    publicOrigin: app.serverConfig.publicOrigin,
    onCatalogueChange: (listener) => app.db.listen(CATALOGUE_CHANNEL, listener),
  });
  app.addHook('onClose', async () => {
    await sitemap.close().catch(() => undefined);
  });

  const origin = app.serverConfig.publicOrigin;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /backend/',
          'Disallow: /cart/',
          'Disallow: /maintenance',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap.xml()),
  );

  app.get('/favicon.ico', async (_request, reply) => {
    if (options.staticDir === undefined) throw notFound();
    const icon = await readFile(join(options.staticDir, 'favicon.svg')).catch(() => undefined);
    if (icon === undefined) throw notFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon);
  });
}
