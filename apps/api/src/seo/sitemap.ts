import type { SitemapRepository, SitemapRows } from './sitemap-repository';

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

/** What the sitemap is made of. */
export interface SitemapDependencies {
  readonly repository: Pick<SitemapRepository, 'rows'>;
  /** The shop's public origin: the start of every address listed. */
  readonly publicOrigin: string;
  /** Calls `listener` whenever the catalogue changes; resolves with a function that stops it. */
  onCatalogueChange(listener: () => void): Promise<() => Promise<void>>;
}

/** The sitemap of the catalogue, read once and kept until the catalogue changes. */
export interface Sitemap {
  xml(): Promise<string>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/**
 * Builds the sitemap on first ask and keeps it until the catalogue changes
 * (a failed read is not kept, so the next ask tries again).
 */
export async function createSitemap(deps: SitemapDependencies): Promise<Sitemap> {
  let kept: Promise<string> | undefined;
  const stop = await deps.onCatalogueChange(() => {
    kept = undefined;
  });
  return {
    xml() {
      const pending =
        kept ?? deps.repository.rows().then((rows) => sitemapXml(deps.publicOrigin, rows));
      kept = pending;
      pending.catch(() => {
        if (kept === pending) kept = undefined;
      });
      return pending;
    },
    close: stop,
  };
}
