import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { createItemCheckoutRepository } from './item-checkout-repository';
import { createItemListRepository } from './item-list-repository';
import { createItemPageRepository } from './item-page-repository';
import { createItemSearchRepository } from './item-search-repository';

/**
 * Items: summaries for lists and search (`item-list-repository.ts`,
 * `item-search-repository.ts`), the whole item for its page
 * (`item-page-repository.ts`) and the items of a checkout with their prices
 * (`item-checkout-repository.ts`).
 */
export function createItemRepository(db: Queryable, now: () => Date = () => new Date()) {
  const lists = createItemListRepository(db);
  const page = createItemPageRepository(db, lists, now);
  return {
    summaries: lists.summaries,
    byCatalogue: lists.byCatalogue,
    byCodes: lists.byCodes,
    search: createItemSearchRepository(lists).search,
    detail: page.detail,
    forCheckout: createItemCheckoutRepository(db).forCheckout,
    messages: page.messages,
    nextEndDate: lists.nextEndDate,
  };
}

export type ItemRepository = ReturnType<typeof createItemRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    itemRepository: ItemRepository;
  }
}

/** Decorates the instance with `itemRepository`. */
export const itemRepositoryPlugin = fp(
  async (app) => {
    app.decorate('itemRepository', createItemRepository(app.db));
  },
  { name: 'item-repository', dependencies: ['database'] },
);
