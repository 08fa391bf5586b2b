import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { registerRoute } from '../../../../http/register-route';

/** `sitemap/update`: records the storefront's navigation unless submissions are switched off. */
export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.sitemapUpdate, ({ body, lang }) =>
    app.sitemapRepository.submit(body, body.lang ?? lang),
  );
}
