import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound } from '../http/app-error';
import { CATALOGUE_CHANNEL } from '../db/catalogue-changes';

const LANGS = ['en', 'th'] as const;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A page of the shop as `path?query` with `lang` last, in the storefront's own link order. */
function pageUrl(path: string, query: Readonly<Record<string, string | number>>, lang: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  params.set('lang', lang);
  return `${path}?${params.toString()}`;
}

interface SitemapRows {
  readonly categories: readonly { category_id: number; name: string }[];
  readonly catalogues: readonly { catalogue_id: number; category_id: number }[];
  readonly items: readonly { code: string; category_id: number; catalogue_id: number }[];
  readonly pages: readonly { slug: string }[];
}

/**
 * Every page worth indexing, each in English and Thai with `hreflang`
 * alternates: home, categories, catalogues' item lists, items that can still
 * be bought, CMS pages and How to Buy.
 */
export function sitemapXml(origin: string, rows: SitemapRows): string {
  const pages: { path: string; query: Record<string, string | number> }[] = [
    { path: '/', query: {} },
    ...rows.categories.map((row) => ({
      path: `/listCatalogue/${row.category_id}`,
      query: { category: row.name.trim().replace(/\s+/g, '-') },
    })),
    ...rows.catalogues.map((row) => ({
      path: '/listItem',
      query: { category: row.category_id, catalogue: row.catalogue_id },
    })),
    ...rows.items.map((row) => ({
      path: '/itemDetail',
      query: { itemCode: row.code, category: row.category_id, catalogue: row.catalogue_id },
    })),
    ...rows.pages.map((row) => ({ path: `/cms/${row.slug}`, query: {} })),
    { path: '/how-it-work', query: {} },
  ];
  const entries = pages.flatMap(({ path, query }) =>
    LANGS.map((lang) => {
      const alternates = LANGS.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + pageUrl(path, query, other))}"/>`,
      ).join('');
      return `<url><loc>${escapeXml(origin + pageUrl(path, query, lang))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

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
  let rows: Promise<SitemapRows> | undefined;
  const stopListening = await app.db.listen(CATALOGUE_CHANNEL, () => {
    rows = undefined;
  });
  app.addHook('onClose', async () => {
    await stopListening().catch(() => undefined);
  });
  const loadRows = async (): Promise<SitemapRows> => ({
    categories: await app.db.query('SELECT category_id, name FROM category ORDER BY category_id'),
    catalogues: await app.db.query(
      'SELECT catalogue_id, category_id FROM catalogue ORDER BY catalogue_id',
    ),
    items: await app.db.query(
      `SELECT code, category_id, catalogue_id FROM item
       WHERE end_date IS NULL OR end_date > now() ORDER BY code`,
    ),
    pages: await app.db.query('SELECT DISTINCT slug FROM cms_page ORDER BY slug'),
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

  app.get('/sitemap.xml', async (_request, reply) => {
    const pending = rows ?? loadRows();
    rows = pending;
    pending.catch(() => {
      if (rows === pending) rows = undefined;
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(origin, await pending));
  });

  app.get('/favicon.ico', async (_request, reply) => {
    if (options.staticDir === undefined) throw notFound();
    const icon = await readFile(join(options.staticDir, 'favicon.svg')).catch(() => undefined);
    if (icon === undefined) throw notFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(icon);
  });
}
