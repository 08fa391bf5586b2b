import { createServer } from 'node:net';
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

/** The exit code of a start refused because its address cannot be taken (sysexits' EX_UNAVAILABLE). */
export const ADDRESS_UNAVAILABLE_EXIT_CODE = 69;

/**
 * The one line that tells whoever started the server why it cannot listen on
 * `host:port`, for the errors a setting causes and fixes; `undefined` for any
 * other error.
 */
export function listenProblem(error: unknown, port: number, host: string): string | undefined {
  const where = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return `Port ${port} is in use: another program listens on ${where}; stop it or set PORT to a free port.`;
    case 'EACCES':
      return `Port ${port} cannot be opened on ${host} without privileges; set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine; set HOST to one of its addresses, or unset it to listen on every interface.`;
    default:
      return undefined;
  }
}

/**
 * Takes the server's address for a moment and lets it go again, so that a
 * start that could not listen is refused before it opens, creates, migrates or
 * seeds a database. Resolves with `listenProblem`'s line, or `undefined` when
 * the address is free. (Another program can still take it before the server
 * listens; the start then ends with the same line.)
 */
export async function checkAddress(port: number, host: string): Promise<string | undefined> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    const problem = listenProblem(error, port, host);
    if (problem === undefined) throw error;
    return problem;
  }
  await new Promise((resolve) => probe.close(resolve));
  return undefined;
}
