import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. Scripts, fonts and pictures come only from
 * the shop itself; styles allow inline because the design system injects its
 * CSS at run time; no page may frame the shop.
 */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);
