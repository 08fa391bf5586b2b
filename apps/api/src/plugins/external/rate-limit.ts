import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRendererCall } from '../../http/renderer-calls';
import type { Redis } from 'ioredis';
import { API_PREFIX } from '../../http/register-route';

/** A route's own limit, as `@fastify/rate-limit` reads it from `config.rateLimit`. */
export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The stricter limit of routes that take passwords or money (login,
     * register, reset, checkout): give it as the route's `config.rateLimit`
     * (or `registerRoute(app, route, handler, { rateLimit: 'sensitive' })`).
     * Counted per client and per route, apart from the API's general limit.
     */
    sensitiveRateLimit: RouteRateLimit;
  }
}

export interface RateLimitOptions {
  /** Requests per minute per client on the whole API. */
  readonly perMinute: number;
  /** Requests per minute per client on each sensitive route. */
  readonly sensitivePerMinute: number;
  /** Counts shared by every instance; without it each process counts alone. */
  readonly redis?: Redis;
}

const MINUTE_MS = 60_000;

/** Health checks come from load balancers every few seconds: never counted nor refused. */
const HEALTH_PREFIX = `${API_PREFIX}/health/`;

/**
 * Whether the request reached an API route. Read from the route that matched
 * (the decoded, normalised pattern), never from the raw URL: `/backend/%61pi/...`
 * reaches the same handler as `/backend/api/...` and must count the same.
 */
function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return url?.startsWith(`${API_PREFIX}/`) === true && !url.startsWith(HEALTH_PREFIX);
}

/**
 * Requests per minute per client address on the API. The address is
 * `request.ip`: the socket's, or the one a trusted proxy reports (`TRUST_PROXY`),
 * never one the client chose. One instance counts in memory; several share
 * counts in Redis. If Redis cannot be reached requests pass rather than fail
 * (the shop stays up), and the error is logged.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    app.decorate('sensitiveRateLimit', {
      max: options.sensitivePerMinute,
      timeWindow: MINUTE_MS,
    });
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: MINUTE_MS,
      ...(options.redis === undefined
        ? {}
        : { redis: options.redis, nameSpace: 'rewards-store:rate-limit:', skipOnError: true }),
      // The renderer's in-process calls belong to a page request that was already counted.
      allowList: (request) => !isApiRoute(request) || isRendererCall(request),
    });
  },
  { name: 'rate-limit' },
);
