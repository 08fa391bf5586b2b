import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE, sanitizeSearchText } from '@rewards/domain';
import { routes } from '@rewards/api-client/contract';
import { notFound } from '../../../../http/app-error';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';
import type { SearchQuery } from '../../../../plugins/app/item-search-repository';

/** `item/*`: an item's page and messages, a catalogue's items, search, and items by codes. */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.item, async ({ params, lang }) => {
    const answer = await cached(app, routes.item, `${params.code} ${lang}`, async () => {
      const item = await app.itemRepository.detail(params.code, lang);
      if (item === undefined) throw notFound('error.itemNotFound');
      return item;
    });
    app.checkout.analytics.track({ name: 'ViewContent', itemCode: params.code });
    return answer;
  });

  registerRoute(app, routes.itemMessages, ({ params, lang }) =>
    cached(app, routes.itemMessages, `${params.code} ${lang}`, async () => {
      const messages = await app.itemRepository.messages(params.code, lang);
      if (messages === undefined) throw notFound('error.itemNotFound');
      return messages;
    }),
  );

  registerRoute(app, routes.catalogueItems, ({ params, lang }) =>
    cached(app, routes.catalogueItems, `${params.catalogueId} ${lang}`, async () => {
      const items = await app.itemRepository.byCatalogue(params.catalogueId, lang);
      if (items === undefined) throw notFound('error.catalogueNotFound');
      return items;
    }),
  );

  registerRoute(app, routes.searchItems, ({ body, lang }) => {
    const query: SearchQuery = {
      q: body.q,
      category: body.category,
      catalogue: body.catalogue,
      subCategory: body.subCategory,
      orderBy: body.orderBy ?? 'name',
      pageNumber: body.pagination.pageNumber,
      // Spec section 9: search and item lists page by 12, whatever a client asks for.
      pageSize: Math.min(body.pagination.pageSize, PAGE_SIZE.search, PAGE_SIZE.listItems),
      lang: body.lang ?? lang,
    };
    // The key holds the text as the search reads it, so "iPhone!" and "iphone" share an entry.
    const text =
      body.q === undefined
        ? undefined
        : [sanitizeSearchText(body.q).trim().toLowerCase(), body.q.trim() === ''];
    return cached(app, routes.searchItems, JSON.stringify({ ...query, q: text }), () =>
      app.itemRepository.search(query),
    );
  });

  registerRoute(app, routes.itemsByCodes, ({ body }) =>
    cached(app, routes.itemsByCodes, JSON.stringify(body.q), () =>
      app.itemRepository.byCodes(body.q),
    ),
  );
}
