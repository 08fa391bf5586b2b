import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { notFound } from '../../../../http/app-error';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

/** `category`: every category in the bar's order for the language, and one category by id. */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.categories, ({ lang }) =>
    cached(app, routes.categories, lang, () => app.categoryRepository.list(lang)),
  );

  registerRoute(app, routes.category, ({ params }) =>
    cached(app, routes.category, String(params.categoryId), async () => {
      const category = await app.categoryRepository.byId(params.categoryId);
      if (category === undefined) throw notFound('error.categoryNotFound');
      return category;
    }),
  );
}
