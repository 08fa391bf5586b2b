import fp from 'fastify-plugin';
import { seedIfEmpty } from '../../seed/seed';

/** Seeds an empty shop on first start (once, whichever instance gets there first). */
export const seedPlugin = fp(
  async (app) => {
    const items = await seedIfEmpty(app.db);
    if (items > 0) {
      app.log.info({ items }, 'empty shop seeded');
      app.catalogueCache.clear();
    }
  },
  { name: 'seed', dependencies: ['database', 'catalogue-cache'] },
);
