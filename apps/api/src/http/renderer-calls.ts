import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header that marks the page renderer's own in-process API calls. */
export const RENDERER_HEADER = 'x-shop-renderer';

const secret = randomBytes(24).toString('base64url');
const secretBytes = Buffer.from(secret);

/** The header value the renderer sends: a secret of this process, so no client can claim it. */
export function rendererToken(): string {
  return secret;
}

/**
 * Whether a request is the page renderer calling the API in process (through
 * `inject`) for a page it renders. Such calls belong to the page request that
 * was already counted, so the rate limiter lets them through.
 */
export function isRendererCall(request: FastifyRequest): boolean {
  const value = request.headers[RENDERER_HEADER];
  if (typeof value !== 'string') return false;
  const bytes = Buffer.from(value);
  return bytes.length === secretBytes.length && timingSafeEqual(bytes, secretBytes);
}
