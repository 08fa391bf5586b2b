import fp from 'fastify-plugin';
import { catalogueCachePlugin } from './catalogue-cache';
import { categoryRepositoryPlugin } from './category-repository';
import { contentRepositoryPlugin } from './content-repository';
import { guestRepositoryPlugin } from './guest-repository';
import { itemRepositoryPlugin } from './item-repository';
import { referenceRepositoryPlugin } from './reference-repository';
import { seedPlugin } from './seed';
import { settingsRepositoryPlugin } from './settings-repository';

/**
 * The app's plugins: the catalogue cache (listening for changes), the settings
 * (which the seed writes to), the seed of an empty shop, then one repository per
 * aggregate, each decorating the instance.
 */
export const repositoriesPlugin = fp(
  async (app) => {
    await app.register(catalogueCachePlugin);
    await app.register(settingsRepositoryPlugin);
    await app.register(seedPlugin);
    await app.register(referenceRepositoryPlugin);
    await app.register(categoryRepositoryPlugin);
    await app.register(itemRepositoryPlugin);
    await app.register(contentRepositoryPlugin);
    await app.register(guestRepositoryPlugin);
  },
  { name: 'repositories', dependencies: ['database'] },
);
