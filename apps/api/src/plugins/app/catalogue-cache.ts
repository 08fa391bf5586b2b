import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL } from '../../db/catalogue-changes';
import { ResponseCache } from '../../http/response-cache';
import { createItemRepository } from './item-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Encoded answers of the catalogue reads, forgotten whenever the catalogue changes. */
    catalogueCache: ResponseCache;
  }
}

/** setTimeout's longest delay (about 24.8 days); a later end date is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The catalogue cache of this instance. It is cleared when any instance
 * announces a catalogue change (NOTIFY on the catalogue channel, which this
 * instance LISTENs to, itself included), when listening resumes after a lost
 * connection, and when an item's end date passes, since item answers say
 * whether each item can still be bought.
 */
export const catalogueCachePlugin = fp(
  async (app) => {
    const cache = new ResponseCache(app.serverConfig.cacheMaxBytes);
    app.decorate('catalogueCache', cache);

    const items = createItemRepository(app.db);
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const scheduleExpiry = async (): Promise<void> => {
      clearTimeout(timer);
      const next = await items.nextEndDate();
      if (closed || next === undefined) return;
      const delay = Math.min(Math.max(0, next.getTime() - Date.now()) + 1, LONGEST_TIMER_MS);
      timer = setTimeout(() => {
        cache.clear();
        void scheduleExpiry().catch((error: unknown) => app.log.error({ err: error }, 'expiry'));
      }, delay);
      timer.unref();
    };

    const stopListening = await app.db.listen(CATALOGUE_CHANNEL, (payload) => {
      cache.clear();
      app.log.info({ reason: payload ?? 'reconnected' }, 'catalogue changed: cache cleared');
      void scheduleExpiry().catch((error: unknown) => app.log.error({ err: error }, 'expiry'));
    });
    await scheduleExpiry();

    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await stopListening().catch(() => undefined);
    });
  },
  { name: 'catalogue-cache', dependencies: ['database'] },
);
