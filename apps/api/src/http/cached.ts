import type { FastifyInstance } from 'fastify';
import type { Route } from '@rewards/api-client/contract';
import type { EncodedJson } from './register-route';

/**
 * A catalogue read through the instance's cache: the route's answer, encoded
 * once with its response codec and kept with its entity tag until the
 * catalogue changes. `key` must name everything the answer depends on (the
 * language, when the answer differs by language).
 */
export function cached<P, Q, B, R>(
  app: FastifyInstance,
  route: Route<P, Q, B, R>,
  key: string,
  load: () => Promise<R>,
): Promise<EncodedJson> {
  return app.catalogueCache.get(`${route.method} ${route.path} ${key}`, route.response, load);
}
