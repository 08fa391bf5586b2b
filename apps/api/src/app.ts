import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { installErrorHandling } from './http/error-handler';
import { securityPlugin } from './plugins/external/security';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { databasePlugin } from './plugins/external/database';
import { staticPlugin } from './plugins/external/static';
import { repositoriesPlugin } from './plugins/app/repositories';
import { accountsPlugin } from './accounts/accounts-plugin';
import { apiRoutes } from './routes/backend/api';
import { imageRoutes } from './routes/images';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the server was started with. */
    serverConfig: ServerConfig;
  }
}

export interface AppOptions {
  readonly config: ServerConfig;
  /** An open database; the app migrates and seeds it, and closes it on shutdown. */
  readonly db: Database;
  readonly logger?: boolean;
}

/**
 * The server: external plugins (security headers, rate limit, database), then
 * the app's plugins (catalogue cache, seed, repositories), then the routes
 * under /backend/api and the generated pictures under /images, then the built
 * storefront with its SPA fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    bodyLimit: options.config.bodyLimitBytes,
    trustProxy: true,
  });
  installErrorHandling(app);
  app.decorate('serverConfig', options.config);

  await app.register(securityPlugin);
  await app.register(rateLimitPlugin, { perMinute: options.config.rateLimitPerMinute });
  await app.register(databasePlugin, { db: options.db });
  await app.register(repositoriesPlugin);
  await app.register(accountsPlugin);
  await app.register(apiRoutes);
  await app.register(imageRoutes);
  await app.register(staticPlugin, { staticDir: options.config.staticDir });
  return app;
}
