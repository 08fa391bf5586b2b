import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';
import { postalCodeRoute } from './postal-code';

/** `common/*`: health, the shop's settings and its reference lists. */
export async function commonRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.ping, async ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'UP' as const, time: new Date().toISOString() };
  });

  registerRoute(app, routes.config, () =>
    cached(app, routes.config, '', async () => {
      const stored = await app.settingsRepository.config();
      const maintenance = app.serverConfig.maintenance;
      // MAINTENANCE=1/0 at start overrides the stored switch for this instance only.
      return maintenance === undefined
        ? stored
        : { ...stored, FE_PUT_UP_MAINTENANCE_PAGE: maintenance ? '1' : '0' };
    }),
  );

  registerRoute(app, routes.notice, () =>
    cached(app, routes.notice, '', () => app.settingsRepository.notice()),
  );

  registerRoute(app, routes.ippConfig, () =>
    cached(app, routes.ippConfig, '', () => app.referenceRepository.ippConfig()),
  );

  registerRoute(app, routes.colors, () =>
    cached(app, routes.colors, '', () => app.referenceRepository.colors()),
  );

  registerRoute(app, routes.attributes, () =>
    cached(app, routes.attributes, '', () => app.referenceRepository.attributes()),
  );

  registerRoute(app, routes.regions, ({ lang }) =>
    cached(app, routes.regions, lang, () => app.referenceRepository.regions(lang)),
  );

  registerRoute(app, routes.priceCodes, () =>
    cached(app, routes.priceCodes, '', () => app.referenceRepository.priceCodes()),
  );

  registerRoute(app, routes.guestUuid, async ({ reply }) => {
    // Each call hands out a new id: nothing may keep or share the answer.
    void reply.header('cache-control', 'no-store');
    return { guestUuid: await app.guestRepository.issue() };
  });

  postalCodeRoute(app);
}
