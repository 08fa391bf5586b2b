import fp from 'fastify-plugin';
import { AppError } from './app-error';

/**
 * `host[:port]` as a Host header may carry it (RFC 9110 7.2, RFC 3986 3.2.2):
 * a name or IPv4 address in the characters of a reg-name, or an IPv6 literal
 * in brackets, then an optional port.
 */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]+)(?::\d*)?$/;

/**
 * Whether a Host header names a host and port: absent or empty, with other
 * characters, with a bad percent-escape or IPv6 literal, or a port past 65535
 * it does not (the URL parser decides the last three).
 */
export function isWellFormedHost(value: string | undefined): boolean {
  return value !== undefined && HOST_HEADER.test(value) && URL.canParse(`http://${value}/`);
}

/**
 * Refuses, before anything else reads it, a request whose Host is not a
 * `host[:port]` (an HTTP/1.0 request without one included) with a 400 in the
 * catalogue's shape. A well-formed Host of any name is served: the shop's
 * links come from PUBLIC_ORIGIN, never from the request.
 */
export const hostCheckPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isWellFormedHost(request.headers.host)) throw new AppError(400, 'E400', 'error.E400');
    });
  },
  { name: 'host-check' },
);
