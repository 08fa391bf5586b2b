import fp from 'fastify-plugin';
import type { Language } from '@rewards/domain';
import type { SitemapUpdateBody, SitemapUpdateRequest } from '@rewards/api-client/contract';
import type { Database } from '../../db/database';

/** FE_SUBMIT_SITEMAP_STATUS '2' switches sitemap submissions off. */
const SUBMISSIONS_OFF = '2';

/**
 * Submissions kept per language: a sitemap is a snapshot of the navigation,
 * so only the latest few mean anything, and the table cannot grow without
 * bound however often the storefront (or anyone) submits.
 */
export const SITEMAPS_KEPT_PER_LANGUAGE = 5;

/** The sitemaps the storefront submits. */
export function createSitemapRepository(db: Database) {
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
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO sitemap_submission (lang, image_url, navigation, entries)
           VALUES ($1, $2, $3, $4)`,
          [lang, request.imageUrl ?? null, JSON.stringify(request.navigation), entries],
        );
        await tx.query(
          `DELETE FROM sitemap_submission
           WHERE lang = $1 AND sitemap_submission_id NOT IN (
             SELECT sitemap_submission_id FROM sitemap_submission
             WHERE lang = $1 ORDER BY sitemap_submission_id DESC LIMIT $2)`,
          [lang, SITEMAPS_KEPT_PER_LANGUAGE],
        );
      });
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
