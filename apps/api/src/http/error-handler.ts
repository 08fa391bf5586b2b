import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ERROR_HEADER, type ErrorBody } from '@rewards/api-client/contract';
import { formatMessage, type MessageId } from '@rewards/messages';
import { AppError } from './app-error';

function body(error: AppError): ErrorBody {
  const values = error.options.values ?? {};
  return {
    errorKey: error.errorKey,
    title: formatMessage(error.messageId, 'en', values),
    thaiTitle: formatMessage(error.messageId, 'th', values),
    status: error.status,
    ...(error.options.fieldErrors === undefined ? {} : { fieldErrors: error.options.fieldErrors }),
  };
}

/** Turns Fastify's own errors (body too large, bad JSON, rate limit) into catalogue errors. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  const known: Record<number, [number, string, MessageId]> = {
    400: [400, 'E400', 'error.E400'],
    // A folder of the built storefront: there is nothing to show there.
    403: [404, 'E404', 'error.E404'],
    404: [404, 'E404', 'error.E404'],
    413: [413, 'E413', 'error.E413'],
    415: [400, 'E400', 'error.E400'],
    429: [429, 'E429', 'error.E429'],
  };
  const [status, key, messageId] = known[error.statusCode ?? 500] ?? [500, 'E999', 'error.E999'];
  return new AppError(status, key, messageId);
}

/**
 * Every error leaves the server in the catalogue's shape. Unexpected errors are
 * logged and answered as E999 (E500 is reserved for an expired session, which
 * opens the session dialog in the client).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (appError.options.appError === true) void reply.header(APP_ERROR_HEADER, appError.errorKey);
    return reply.status(appError.status).send(body(appError));
  });
}
