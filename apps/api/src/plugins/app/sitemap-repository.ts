import fp from 'fastify-plugin';
import type { Language } from '@rewards/domain';
import type { SitemapUpdateBody, SitemapUpdateRequest } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';

/** FE_SUBMIT_SITEMAP_STATUS '2' switches sitemap submissions off. */
const SUBMISSIONS_OFF = '2';

/** The sitemaps the storefront submits. */
export function createSitemapRepository(db: Queryable) {
  return {
    /**
     * Records the storefront's navigation unless submissions are switched off
     * (FE_SUBMIT_SITEMAP_STATUS '2', read fresh), and says whether it did.
     */
    async submit(request: SitemapUpdateRequest, lang: Language): Promise<SitemapUpdateBody> {
      const entries = request.navigation.length;
      const [status] = await db.query<{ value: string }>(
        "SELECT value FROM app_config WHERE key = 'FE_SUBMIT_SITEMAP_STATUS'",
      );
      if (status?.value.trim() === SUBMISSIONS_OFF) return { submitted: false, entries };
      await db.query(
        `INSERT INTO sitemap_submission (lang, image_url, navigation, entries)
         VALUES ($1, $2, $3, $4)`,
        [lang, request.imageUrl ?? null, JSON.stringify(request.navigation), entries],
      );
      return { submitted: true, entries };
    },

    /** How many sitemaps were recorded. */
    async count(): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sitemap_submission',
      );
      return row?.count ?? 0;
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sitemapRepository: SitemapRepository;
  }
}

/** Decorates the instance with `sitemapRepository`. */
export const sitemapRepositoryPlugin = fp(
  async (app) => {
    app.decorate('sitemapRepository', createSitemapRepository(app.db));
  },
  { name: 'sitemap-repository', dependencies: ['database'] },
);
