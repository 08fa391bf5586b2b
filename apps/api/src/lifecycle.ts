import type { FastifyInstance } from 'fastify';

/** A shutdown ends within this time, whatever the clients do. */
export const SHUTDOWN_DEADLINE_MS = 5000;

/**
 * Closes the server: no new connections, idle keep-alive connections closed
 * at once (`forceCloseConnections: 'idle'`), requests in flight allowed to
 * finish until `deadlineMs`, when every connection left is cut so that the
 * onClose hooks still run and the database, closed last, is closed cleanly.
 */
export async function closeGracefully(
  app: FastifyInstance,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn('shutdown: cutting connections still open');
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** The parts of `process` the handlers use (a stand-in in tests). */
export interface ProcessLike {
  once(event: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
  on(
    event: 'unhandledRejection' | 'uncaughtException',
    listener: (reason: unknown) => void,
  ): unknown;
  exit(code: number): void;
}

/**
 * SIGINT and SIGTERM close the server gracefully and exit 0. An unhandled
 * rejection or an uncaught exception leaves the process in a state nobody
 * planned: it is logged as fatal, the server closes the same way (the
 * database last, so nothing half-written stays open) and the process exits 1.
 * Whatever happens, the process ends within the deadline plus a second.
 */
export function installProcessHandlers(
  app: FastifyInstance,
  target: ProcessLike = process,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): void {
  let ending = false;
  const end = (code: number) => {
    if (ending) return;
    ending = true;
    const hard = setTimeout(() => target.exit(code === 0 ? 1 : code), deadlineMs + 1000);
    hard.unref();
    closeGracefully(app, deadlineMs).then(
      () => target.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        target.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    target.once(signal, () => {
      app.log.info(`${signal}: closing`);
      end(0);
    });
  }
  target.on('unhandledRejection', (reason) => {
    app.log.fatal({ err: reason }, 'unhandled rejection: closing');
    end(1);
  });
  target.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception: closing');
    end(1);
  });
}
