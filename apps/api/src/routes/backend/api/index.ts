import type { FastifyInstance } from 'fastify';
import { commonRoutes } from './common';

/** Every route under /backend/api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(commonRoutes);
}
