import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

/** `promotion-banner`: the home page's banners (both languages' rows) and carousel. */
export async function promotionBannerRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.promotionBanners, () =>
    cached(app, routes.promotionBanners, '', () => app.contentRepository.promotionBanners()),
  );
}
