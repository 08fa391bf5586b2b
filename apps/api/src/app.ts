import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandling,
} from './http/error-handler';
import { hostCheckPlugin } from './http/host-check';
import { installRequestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { securityPlugin } from './plugins/external/security';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { databasePlugin } from './plugins/external/database';
import { staticPlugin } from './plugins/external/static';
import { compressPlugin } from './plugins/external/compress';
import { seoRoutes } from './routes/seo';
import { repositoriesPlugin } from './plugins/app/repositories';
import { mailPlugin } from './mail/mail-plugin';
import { accountsPlugin } from './accounts/accounts-plugin';
import { checkoutPlugin, type CheckoutAdapters } from './checkout/checkout-plugin';
import { apiRoutes } from './routes/backend/api';
import { imageRoutes } from './routes/images';
import { operationsPlugin } from './operations/operations-plugin';
import { picturesPlugin } from './plugins/app/pictures';
import { operatorsPlugin } from './operators/operators-plugin';
import { supportPlugin } from './support/support-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the server was started with. */
    serverConfig: ServerConfig;
  }
}

export interface AppOptions {
  readonly config: ServerConfig;
  /** An open database; the app migrates and seeds it, and closes it last on shutdown. */
  readonly db: Database;
  readonly logger?: boolean;
  /** Where log lines go (standard output when absent); tests read them here. */
  readonly logStream?: { write(line: string): void };
  /** Checkout's adapters in place of the defaults (analytics, ledger, payment provider). */
  readonly checkout?: CheckoutAdapters;
}

/** Opens the Redis connection of shared rate limits, failing at start when it cannot be reached. */
async function openRedis(url: string): Promise<Redis> {
  // Loaded only when the shop is given a Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  return redis;
}

/** A hop count trusts the nearest `hops` proxies (what proxy-addr does with a number). */
function trustProxyOption(
  trust: ServerConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * The server: external plugins (database, security headers, host check,
 * compression, rate limit), then the app's plugins (catalogue cache, seed,
 * repositories) and the modules' (mail, accounts, checkout, operators,
 * support, pictures, operations), then the routes under /backend/api, the
 * generated pictures under /images, robots.txt and the sitemap, then the
 * storefront: its built files, and every other page GET rendered on the server
 * by the storefront's renderer.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const headers = await securityHeaders();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
          },
    // Each answered request is logged once, at REQUEST_LOG_LEVEL (src/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // Loading the storefront's renderer and migrating take seconds on a busy machine:
    // Fastify's 10 s default made a slow start fail as if a plugin had hung.
    pluginTimeout: 120_000,
    trustProxy: trustProxyOption(config.trustProxy),
    // Shutdown closes idle keep-alive connections at once instead of waiting for them.
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  installErrorHandling(app);
  installRequestLog(app, config.requestLogLevel);
  app.decorate('serverConfig', config);

  // The database plugin comes first so that its onClose (closing the database) runs last.
  await app.register(databasePlugin, { db: options.db });
  const redis = config.redisUrl === undefined ? undefined : await openRedis(config.redisUrl);
  if (redis !== undefined) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(securityPlugin);
  // After the security headers, so that its 400 carries them too.
  await app.register(hostCheckPlugin);
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin, {
    perMinute: config.rateLimitPerMinute,
    sensitivePerMinute: config.sensitiveRateLimitPerMinute,
    ...(redis === undefined ? {} : { redis }),
  });
  await app.register(repositoriesPlugin);
  await app.register(mailPlugin);
  await app.register(accountsPlugin);
  await app.register(
    checkoutPlugin,
    options.checkout === undefined ? {} : { adapters: options.checkout },
  );
  await app.register(operatorsPlugin);
  await app.register(supportPlugin);
  // Bitmaps kept between starts beside the embedded database's files (`<DATA_DIR>/pictures`).
  await app.register(picturesPlugin, {
    cacheDir: config.dataDir === undefined ? undefined : join(config.dataDir, 'pictures'),
  });
  await app.register(operationsPlugin, redis === undefined ? {} : { redis });
  await app.register(apiRoutes);
  await app.register(imageRoutes);
  await app.register(seoRoutes, { staticDir: config.staticDir });
  await app.register(staticPlugin, { staticDir: config.staticDir, ssrDir: config.ssrDir });
  return app;
}
