import type { FastifyInstance } from 'fastify';
import type { LogLevel } from '../config';

/**
 * One log line per answered request, at `level` (REQUEST_LOG_LEVEL): method,
 * path, status and time. The client's address is `request.ip`, which is the
 * socket's unless a trusted proxy (TRUST_PROXY) reported it, so a client
 * cannot write an address of its choosing into the log. The query string is
 * left out: it may carry tokens, and it is the client's own text.
 */
export function installRequestLog(app: FastifyInstance, level: LogLevel): void {
  if (level === 'silent') return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log[level](
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      },
      'request',
    );
    done();
  });
}
