import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ERROR_HEADER, type ErrorBody } from '@rewards/api-client/contract';
import { formatMessage, type MessageId } from '@rewards/messages';
import { AppError } from './app-error';

/** The catalogue's shape of an error: key, English and Thai titles, status, fields at fault. */
export function errorBody(error: AppError): ErrorBody {
  const values = error.options.values ?? {};
  return {
    errorKey: error.errorKey,
    title: formatMessage(error.messageId, 'en', values),
    thaiTitle: formatMessage(error.messageId, 'th', values),
    status: error.status,
    ...(error.options.fieldErrors === undefined ? {} : { fieldErrors: error.options.fieldErrors }),
  };
}

const KNOWN: Readonly<Record<number, readonly [number, string, MessageId]>> = {
  400: [400, 'E400', 'error.E400'],
  // A folder of the built storefront: there is nothing to show there.
  403: [404, 'E404', 'error.E404'],
  404: [404, 'E404', 'error.E404'],
  405: [404, 'E404', 'error.E404'],
  413: [413, 'E413', 'error.E413'],
  414: [400, 'E400', 'error.E400'],
  415: [400, 'E400', 'error.E400'],
  429: [429, 'E429', 'error.E429'],
  431: [431, 'E431', 'error.E431'],
  // The database connection was lost (src/db/connection-lost.ts): nothing was written, try again.
  503: [503, 'E503', 'error.E503'],
};

/** Seconds a 503 asks the client to wait, when the error does not say. */
const DEFAULT_RETRY_AFTER_SECONDS = 2;

/** The `Retry-After` of a 503: the error's own `retryAfterSeconds`, or the default. */
function retryAfterSeconds(error: unknown): number {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/** Turns Fastify's own errors (body too large, bad JSON, bad URL, rate limit) into catalogue errors. */
export function toAppError(error: { statusCode?: number }): AppError {
  if (error instanceof AppError) return error;
  const status = error.statusCode ?? 500;
  const [answered, key, messageId] = KNOWN[status] ??
    (status >= 400 && status < 500 ? KNOWN[400] : undefined) ?? [500, 'E999', 'error.E999'];
  return new AppError(answered, key, messageId);
}

/**
 * Every error leaves the server in the catalogue's shape. Unexpected errors are
 * logged and answered as E999 (E500 is reserved for an expired session, which
 * opens the session dialog in the client).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status === 503) {
      request.log.warn({ err: error }, 'request failed: service unavailable');
      void reply.header('retry-after', String(retryAfterSeconds(error)));
    } else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.options.appError === true) void reply.header(APP_ERROR_HEADER, appError.errorKey);
    return reply.status(appError.status).send(errorBody(appError));
  });
}

/**
 * Fastify's `frameworkErrors`: answers it makes before routing (a URL that is
 * not valid UTF-8, a path parameter too long), when no hook has run yet, so
 * the security headers are added here.
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const appError = toAppError(error);
    void reply.headers(headers).status(appError.status).send(errorBody(appError));
  };
}

/**
 * Fastify's `clientErrorHandler`: Node refused the request before Fastify saw
 * it (headers too large, a malformed request line), so the answer is written
 * to the socket by hand, in the catalogue's shape and with the security
 * headers of every other answer.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const appError =
      status === 408 ? new AppError(408, 'E400', 'error.E400') : toAppError({ statusCode: status });
    const body = JSON.stringify(errorBody(appError));
    if (socket.writable) {
      const lines = [
        `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status] ?? 'Error'}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
