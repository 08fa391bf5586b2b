import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { notFound } from '../../../../http/app-error';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

/** `cms/*`: the logo, the How to Buy page and the CMS pages by slug, in the asked language. */
export async function cmsRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.logo, () =>
    cached(app, routes.logo, '', () => app.settingsRepository.logo()),
  );

  registerRoute(app, routes.howItWork, ({ lang }) =>
    cached(app, routes.howItWork, lang, async () => {
      const page = await app.contentRepository.howItWork(lang);
      if (page === undefined) throw notFound('error.cmsPageNotFound');
      return page;
    }),
  );

  registerRoute(app, routes.cmsPage, ({ params, lang }) =>
    cached(app, routes.cmsPage, `${params.slug} ${lang}`, async () => {
      const page = await app.contentRepository.cmsPage(params.slug, lang);
      if (page === undefined) throw notFound('error.cmsPageNotFound');
      return page;
    }),
  );
}
