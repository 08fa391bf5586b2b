import type { FastifyInstance } from 'fastify';
import { decodeWith, type Route } from '@rewards/api-client/contract';

/** The JSON answer of a GET. */
export async function getJson(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as unknown,
  };
}

/** The JSON answer of a POST with a JSON body. */
export async function postJson(app: FastifyInstance, url: string, payload: unknown) {
  const response = await app.inject({ method: 'POST', url, payload: payload as object });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as unknown,
  };
}

/**
 * An answer decoded with the route's response codec, as the storefront
 * decodes it. @throws Error listing the fields that do not decode.
 */
export function decoded<P, Q, B, R>(route: Route<P, Q, B, R>, body: unknown): R {
  const result = decodeWith(route.response, body);
  if (!result.ok) {
    throw new Error(`${route.path} does not decode: ${JSON.stringify(result.errors.slice(0, 5))}`);
  }
  return result.value;
}
