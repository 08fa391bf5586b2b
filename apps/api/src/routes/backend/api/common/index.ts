import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { registerRoute } from '../../../../http/register-route';

/** `common/*`: health and the shop's settings. */
export async function commonRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.ping, async () => ({
    status: 'UP' as const,
    time: new Date().toISOString(),
  }));
}
