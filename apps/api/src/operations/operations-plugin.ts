import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { routes } from '@rewards/api-client/contract';
import { migrations } from '../db/migrations';
import { notFound } from '../http/app-error';
import { API_PREFIX, registerRoute } from '../http/register-route';
import { openApiDocument } from './openapi';
import { referencePage } from './reference-page';
import { installMetrics, isAllowed, metricsAllowList, type MetricsSources } from './metrics';
import { createOperationsRepository } from './operations-repository';
import { readiness } from './readiness';

export interface OperationsOptions {
  /** The shared Redis, when one is configured: readiness pings it. */
  readonly redis?: Redis;
  /** The database pool's counts, when the engine has a pool. */
  readonly pool?: MetricsSources['pool'];
}

/** The API's version in its reference: the contract's shape changes with the shop's version. */
export const API_VERSION = '0.1.0';

/** How long a readiness check may take before the instance counts as not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * `health/live`, `health/ready` (outside the API's rate limit), the API's
 * reference (`openapi.json` and the `docs` page beside it) and `/metrics`
 * in Prometheus' text format, answered only to the addresses of `METRICS_ALLOW`
 * (loopback by default) and 404 to anyone else.
 */
export const operationsPlugin = fp<OperationsOptions>(
  async (app, options) => {
    const operations = createOperationsRepository(app.db);
    const allowed = metricsAllowList(app.serverConfig.metricsAllow);
    const registry = installMetrics(app, {
      operations,
      ...(options.pool === undefined ? {} : { pool: options.pool }),
      memoryParts: () => ({
        ...(app.db.memoryBytes === undefined ? {} : { pglite_wasm: app.db.memoryBytes() }),
        catalogue_cache: app.catalogueCache.bytes,
        // Decorated by the static plugin, registered after this one.
        page_cache: app.hasDecorator('renderedPages') ? app.renderedPages.bytes : 0,
        pictures: app.pictures.bytes,
      }),
    });
    const { redis } = options;

    registerRoute(app, routes.healthLive, async ({ reply }) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'UP' as const };
    });

    registerRoute(app, routes.healthReady, async ({ reply }) => {
      const answer = await readiness({
        operations,
        expectedMigrations: migrations.map((migration) => migration.version),
        ...(redis === undefined ? {} : { pingRedis: () => redis.ping() }),
        pictures: () => app.pictures.warmed,
        timeoutMs: READY_TIMEOUT_MS,
      });
      void reply.header('cache-control', 'no-store').status(answer.status === 'UP' ? 200 : 503);
      return answer;
    });

    // The reference of every call, made from the contract once, on first request.
    let reference: { json: string; html: string } | undefined;
    const referenceNow = () => {
      if (reference === undefined) {
        const document = openApiDocument(routes, {
          version: API_VERSION,
          serverUrl: app.serverConfig.publicOrigin,
        });
        reference = { json: JSON.stringify(document), html: referencePage(document) };
      }
      return reference;
    };
    app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(referenceNow().json),
    );
    app.get(`${API_PREFIX}/docs`, async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(referenceNow().html),
    );

    app.get('/metrics', async (request, reply) => {
      if (!isAllowed(allowed, request.ip)) throw notFound();
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'operations', dependencies: ['database', 'catalogue-cache', 'pictures'] },
);
