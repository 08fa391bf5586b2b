import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { isRendererCall } from '../../http/renderer-calls';

/**
 * Requests per minute per client address on the API. One instance counts in
 * memory; several instances behind a load balancer share counts in Redis
 * (pass a client as `redis`).
 */
export const rateLimitPlugin = fp<{ perMinute: number; redis?: unknown }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: 60_000,
      ...(options.redis === undefined ? {} : { redis: options.redis }),
      allowList: (request) => !request.url.startsWith('/backend/api/') || isRendererCall(request),
    });
  },
  { name: 'rate-limit' },
);
