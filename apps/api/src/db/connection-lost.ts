/** Seconds a client is asked to wait before retrying after the database connection was lost. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * SQLSTATEs and socket errors of a connection that is gone or could not be
 * made: the backend was ended (admin_shutdown, crash_shutdown, cannot_connect_now),
 * the connection failed (class 08), or the socket was cut.
 */
const LOST_CODES: ReadonlySet<string> = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
]);

/** What node-postgres says when a query meets a connection that ended or broke. */
const LOST_MESSAGES: readonly string[] = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * A query or transaction failed because its connection to the database was
 * lost. Nothing of a transaction stays (PostgreSQL rolls back what a lost
 * connection had not committed), so the request may simply be sent again:
 * it is answered 503 with a `Retry-After`.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    // The cause (logged with it) says how.
    super('The database connection was lost', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Whether `error` says the connection to the database was lost rather than that a statement failed. */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && LOST_CODES.has(code)) return true;
  return LOST_MESSAGES.some((message) => error.message.startsWith(message));
}

/** `error` as a `DatabaseUnavailableError` when it tells of a lost connection, else as it is. */
export function unavailableIfLost(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionLost(error)) return error;
  return new DatabaseUnavailableError(error);
}
