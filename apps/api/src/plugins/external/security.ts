import fp from 'fastify-plugin';
import { HSTS_HEADER, securityHeaders } from '../../http/security-headers';

/**
 * Security headers on every answer (helmet's, computed once), and HSTS only
 * on answers served over https: over plain http the header means nothing to
 * a browser and only tells an operator something is misconfigured. Behind a
 * proxy, `request.protocol` reads `X-Forwarded-Proto` only from a trusted
 * proxy (`TRUST_PROXY`).
 */
export const securityPlugin = fp(
  async (app) => {
    const headers = await securityHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(headers);
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_HEADER);
      done();
    });
  },
  { name: 'security' },
);
