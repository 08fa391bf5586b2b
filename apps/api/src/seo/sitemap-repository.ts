import type { Queryable } from '../db/database';

/** What the sitemap lists, each in the order it is listed. */
export interface SitemapRows {
  readonly categories: readonly { category_id: number; name: string }[];
  readonly catalogues: readonly { catalogue_id: number; category_id: number }[];
  readonly items: readonly { code: string; category_id: number; catalogue_id: number }[];
  readonly pages: readonly { slug: string }[];
}

/** The catalogue's pages worth indexing, over `db`. */
export function createSitemapRepository(db: Queryable) {
  return {
    /** Categories, catalogues, items that can still be bought and CMS pages. */
    async rows(): Promise<SitemapRows> {
      return {
        categories: await db.query('SELECT category_id, name FROM category ORDER BY category_id'),
        catalogues: await db.query(
          'SELECT catalogue_id, category_id FROM catalogue ORDER BY catalogue_id',
        ),
        items: await db.query(
          `SELECT code, category_id, catalogue_id FROM item
           WHERE end_date IS NULL OR end_date > now() ORDER BY code`,
        ),
        pages: await db.query('SELECT DISTINCT slug FROM cms_page ORDER BY slug'),
      };
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
